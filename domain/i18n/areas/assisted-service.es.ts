import type { assistedServiceEn } from "./assisted-service.en.ts";

/** Keys and parameters match assisted-service.en.ts. */
export const assistedServiceEs = {
  "assistedService.noExistingCarts": "No hay carritos existentes",
  "assistedService.selectCustomerFirst": "Seleccione primero un cliente",
  "assistedService.customerNotFound": "No se encontró el ID de cliente",
  "assistedService.cartIdInvalid": "Introduzca un ID de carrito de 8 dígitos o déjelo vacío",
  "assistedService.companyNotFound": "No se encontró el ID de empresa",
  "assistedService.panel": "Servicio asistido",
  "assistedService.collapse": "Ocultar el panel",
  "assistedService.expand": "Mostrar el panel",
  "assistedService.agent": "Agente: {name}",
  "assistedService.actingFor": "Actuando por {name} ({email})",
  "assistedService.customer": "Cliente (nombre o correo)",
  "assistedService.company": "Empresa",
  "assistedService.cartId": "ID de carrito (8 dígitos, opcional)",
  "assistedService.startSession": "Iniciar sesión del cliente",
  "assistedService.bindCart": "Vincular carrito",
  "assistedService.endSession": "Terminar sesión del cliente",
  "assistedService.resetTimer": "Reiniciar el tiempo",
  "assistedService.signOut": "Cerrar sesión",
  "assistedService.timeLeft": "La sesión termina en {time}",
  "assistedService.suggestions": "{count, plural, one {Se encontró # cliente} other {Se encontraron # clientes}}",
  "assistedService.carts": "Carritos: {codes}",
  "assistedService.failed": "La solicitud falló: {reason}",
} as const satisfies Record<keyof typeof assistedServiceEn, string>;
