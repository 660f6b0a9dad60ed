import { useEffect } from "react";
import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";

export type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;
export type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

export interface EmblaBinderProps {
  viewport: HTMLElement;
  options: EmblaOptions;
  onApi: (api: EmblaApi | undefined) => void;
}

/**
 * Starts Embla on an already rendered viewport and hands its API up. Loaded on demand after
 * hydration (see ProductCarousel), so Embla is not part of any page's first JavaScript.
 */
export default function EmblaBinder({ viewport, options, onApi }: EmblaBinderProps) {
  const [attach, api] = useEmblaCarousel(options);
  useEffect(() => {
    attach(viewport);
  }, [attach, viewport]);
  useEffect(() => {
    onApi(api);
    return () => onApi(undefined);
  }, [api, onApi]);
  return null;
}
