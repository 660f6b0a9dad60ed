import { useEffect, useRef, useState } from "react";
import type { Region } from "../../../server/modules/addresses/regions.ts";
import { addressApi, type AddressApiContext } from "./address-api.ts";

/**
 * The regions of `country` from `POST {context}/checkout/regions` (each country asked once per
 * form), for a region select that is required when the list is not empty. `onFailure` gets the
 * server's message (null when it gave none) when the list cannot be loaded.
 */
export function useRegions(api: AddressApiContext, country: string, onFailure: (message: string | null) => void): { regions: readonly Region[]; loading: boolean } {
  const [loaded, setLoaded] = useState<{ country: string; list: readonly Region[] } | null>(null);
  const cache = useRef(new Map<string, readonly Region[]>());
  const failed = useRef(onFailure);
  failed.current = onFailure;

  useEffect(() => {
    if (country === "") {
      setLoaded({ country, list: [] });
      return;
    }
    const cached = cache.current.get(country);
    if (cached) {
      setLoaded({ country, list: cached });
      return;
    }
    let current = true;
    void addressApi.regions(api, country).then((answer) => {
      if (!current) return;
      if (answer.ok) cache.current.set(country, answer.body);
      else failed.current(answer.message);
      setLoaded({ country, list: answer.ok ? answer.body : [] });
    });
    return () => {
      current = false;
    };
  }, [api, country]);

  const loading = loaded?.country !== country;
  return { regions: loading ? [] : (loaded?.list ?? []), loading };
}
