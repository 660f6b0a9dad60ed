import type { companySwitchEn } from "./company-switch.en.ts";

/** Keys and parameters match company-switch.en.ts. */
export const companySwitchEs = {
  "companySwitch.open": "Cambiar de empresa",
  "companySwitch.title": "Cambiar de empresa",
  "companySwitch.current": "Empresa: {name}",
  "companySwitch.label": "Empresa",
  "companySwitch.submit": "Cambiar",
  "companySwitch.cancel": "Cancelar",
  "companySwitch.loading": "Cargando sus empresas…",
  "companySwitch.intro": "Los precios, los carritos, la libreta de direcciones y los pedidos siguen a la empresa que elija.",
  "companySwitch.error.notMember": "No puede actuar por esta empresa. Elija una de sus empresas.",
  "companySwitch.error.required": "Elija una empresa.",
  "companySwitch.error.signedOut": "Inicie sesión para cambiar de empresa.",
  "companySwitch.error.failed": "No se pudo cambiar de empresa. Inténtelo de nuevo.",
} as const satisfies Record<keyof typeof companySwitchEn, string>;
