import { data } from "react-router";
import { isPricesUnavailable } from "../server/modules/cart-prices/prices-unavailable.ts";

/** A page loader that reads a dealer's cart: the ERP failing answers the 503 page of the root error boundary, not a 500 (decision 0048). */
export async function pricesOr503<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isPricesUnavailable(error)) throw data(null, { status: 503 });
    throw error;
  }
}
