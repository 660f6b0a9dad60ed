import type { assistedServiceEn } from "./assisted-service.en.ts";

/** Keys and parameters match assisted-service.en.ts. */
export const assistedServiceEs = {
  "assistedService.noExistingCarts": "No hay carritos existentes",
  "assistedService.selectCustomerFirst": "Seleccione primero un cliente",
  "assistedService.customerNotFound": "No se encontró el ID de cliente",
  "assistedService.cartIdInvalid": "Introduzca un ID de carrito de 8 dígitos o déjelo vacío",
  "assistedService.companyNotFound": "No se encontró el ID de empresa",
} as const satisfies Record<keyof typeof assistedServiceEn, string>;
