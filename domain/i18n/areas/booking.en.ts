/** English texts of the booking modes (merged into the main catalogue in ../en.ts). */
export const bookingEn = {
  "booking.mode.label": "Booking mode",
  "booking.mode.submit": "Switch",
  "booking.mode.STOCK": "Stock",
  "booking.mode.PREBOOKING": "Prebooking",
  "booking.mode.GCP": "Custom programme",
  "booking.changed.title": "Booking mode changed",
  "booking.changed.body": "The booking mode was switched to {mode} in another window. This page still shows the previous mode and its cart.",
  "booking.changed.proceed": "Proceed",
} as const;
