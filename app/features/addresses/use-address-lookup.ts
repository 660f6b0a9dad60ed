import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { isPartialAddress, type LookupSuggestion } from "../../../domain/delivery-address.ts";
import { postLookup, type AddressApiContext } from "./address-api.ts";
import { AddressLookupController, type LookupQuery } from "./address-lookup-controller.ts";
import type { LookupList } from "./address-lookup.ts";

export interface AddressLookup {
  /** What the list shows now (nothing while closed). */
  list: LookupList;
  activeIndex: number;
  /** The id of the active option, for the input's aria-activedescendant. */
  activeId: string | undefined;
  optionId: (index: number) => string;
  /** The chosen address is only partly known (a street range): the alert shows. */
  partial: boolean;
  /** The search field changed. */
  input: (query: LookupQuery) => void;
  /** Cancels and empties the list (another country). */
  reset: () => void;
  choose: (item: LookupSuggestion) => void;
  close: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

const NONE: LookupList = { kind: "none" };

/**
 * State and keyboard of the address form's lookup (service-and-support §4, §5, §8): an ARIA 1.2
 * combobox on address line 1 whose listbox holds the service's suggestions. Arrow keys move
 * through them, Enter chooses, Escape closes; choosing fetches the address, hands its lines to
 * `onAddress` and hides the list. Off (`enabled` false), it never asks the service.
 */
export function useAddressLookup({
  api,
  enabled,
  inputId,
  listId,
  countryIso,
  onAddress,
}: {
  api: AddressApiContext;
  enabled: boolean;
  /** The search field (line 1): an answer arriving after it lost the focus is not shown. */
  inputId: string;
  listId: string;
  countryIso: string;
  onAddress: (lines: string[]) => void;
}): AddressLookup {
  const [list, setList] = useState<LookupList>(NONE);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [partial, setPartial] = useState(false);
  const controller = useRef<AddressLookupController | null>(null);
  const onAddressRef = useRef(onAddress);
  useEffect(() => {
    onAddressRef.current = onAddress;
  });

  useEffect(() => {
    if (!enabled) return;
    const c = new AddressLookupController(
      (body, signal) => postLookup(api, body, signal),
      (next) => {
        setList(next.kind === "none" || document.activeElement?.id === inputId ? next : NONE);
        setActiveIndex(-1);
      },
    );
    controller.current = c;
    return () => {
      c.dispose();
      controller.current = null;
    };
  }, [api, enabled, inputId]);

  const items = list.kind === "items" ? list.items : [];
  const optionId = (index: number) => `${listId}-option-${index}`;

  const choose = (item: LookupSuggestion) => {
    const c = controller.current;
    if (!c) return;
    setPartial(false);
    void c.address(countryIso, item.Moniker).then((lines) => {
      if (!lines) return;
      setPartial(isPartialAddress(item));
      onAddressRef.current(lines);
    });
  };

  const close = () => {
    setList(NONE);
    setActiveIndex(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const count = items.length;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp":
        if (count === 0) return;
        event.preventDefault();
        setActiveIndex((i) => (event.key === "ArrowDown" ? (i + 1) % count : i <= 0 ? count - 1 : i - 1));
        return;
      case "Enter": {
        const item = activeIndex >= 0 ? items[activeIndex] : undefined;
        if (!item) return;
        // Enter picks the suggestion; it does not submit the form.
        event.preventDefault();
        choose(item);
        return;
      }
      case "Escape":
        if (list.kind === "none") return;
        // Closes the list, not the dialog around the form.
        event.preventDefault();
        event.stopPropagation();
        close();
        return;
    }
  };

  return {
    list,
    activeIndex,
    activeId: activeIndex >= 0 && activeIndex < count(list) ? optionId(activeIndex) : undefined,
    optionId,
    partial,
    input: (query) => {
      setPartial(false);
      controller.current?.input(query);
    },
    reset: () => {
      setPartial(false);
      controller.current?.reset();
    },
    choose,
    close,
    onKeyDown,
  };
}

function count(list: LookupList): number {
  return list.kind === "items" ? list.items.length : 0;
}
