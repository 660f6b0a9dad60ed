import { useRouteLoaderData } from "react-router";
import type { RootData } from "./root.tsx";

export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>("root");
  if (!data) throw new Error("root loader data missing");
  return data;
}
