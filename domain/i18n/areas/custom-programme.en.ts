/** English texts of the custom programme (GCP) path (decision 0042; merged into the storefront catalogue). */
export const customProgrammeEn = {
  "programme.switch.hint": "Custom programme orders need at least {minimum} units of each product before they can be checked out.",
  "programme.warning.title": "Not ready for checkout: custom programme minimum",
  "programme.warning.body": "Each product of a custom programme needs at least {minimum} units (all sizes together) before you can check out.",
  "programme.warning.empty": "Your custom programme cart is empty. Each product you add needs at least {minimum} units before you can check out.",
  "programme.shortfall": "{name}: {current} of {minimum} units, add {missing} more.",
  "programme.madeToOrder": "Made to order",
  "programme.checkoutNote": "Checkout opens once every product of your custom programme has at least {minimum} units.",
  "programme.blocker": "Bring every custom programme product up to its minimum (see the list above).",
  "programme.placement.belowMinimum": "A custom programme needs at least {minimum} units of each product. Below it: {codes}.",
  "programme.placement.belowMinimum.field": "{current} of {minimum} units, add {missing} more.",
} as const;

export type CustomProgrammeMessageKey = keyof typeof customProgrammeEn;
