import type { BookingMode } from "#domain/booking-modes.ts";

export interface ReorderView {
  code: string;
  mode: BookingMode;
  urls: { self: string; order: string; cart: string };
}
