/** The company switch (issue 14, decision 0054): in the header on every page, so in the storefront catalogue. */
export const companySwitchEn = {
  "companySwitch.open": "Switch company",
  "companySwitch.title": "Switch company",
  "companySwitch.current": "Company: {name}",
  "companySwitch.label": "Company",
  "companySwitch.submit": "Switch",
  "companySwitch.cancel": "Cancel",
  "companySwitch.loading": "Loading your companies…",
  "companySwitch.intro": "Prices, carts, the address book and orders follow the company you choose.",
  "companySwitch.error.notMember": "You cannot act for this company. Choose one of your companies.",
  "companySwitch.error.required": "Choose a company.",
  "companySwitch.error.signedOut": "Please sign in to switch company.",
  "companySwitch.error.failed": "The company could not be switched. Please try again.",
} as const;
