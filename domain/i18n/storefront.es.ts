import { listsEs } from "./areas/lists.es.ts";
import type { enStorefront } from "./storefront.en.ts";
import { listingEs } from "./areas/listing.es.ts";
import { companySwitchEs } from "./areas/company-switch.es.ts";
import { listingFiltersEs } from "./areas/listing-filters.es.ts";
import { productEs } from "./areas/product.es.ts";
import { searchEs } from "./areas/search.es.ts";
import { cmsEs } from "./areas/cms.es.ts";
import { contentEs } from "./areas/content.es.ts";
import { registerEs } from "./areas/register.es.ts";
import { notificationsEs } from "./areas/notifications.es.ts";
import { galleryEs } from "./areas/gallery.es.ts";
import { productExtrasEs } from "./areas/product-extras.es.ts";
import { bookingEs } from "./areas/booking.es.ts";
import { tradeShowEs } from "./areas/trade-show.es.ts";
import { cartPageEs } from "./areas/cart-page.es.ts";
import { cartMoneyEs } from "./areas/cart-money.es.ts";
import { cartApiEs } from "./areas/cart-api.es.ts";
import { giftCardsEs } from "./areas/gift-cards.es.ts";
import { addToCartEs } from "./areas/add-to-cart.es.ts";
import { signInTermsEs } from "./areas/sign-in-terms.es.ts";
import { guestCartEs } from "./areas/guest-cart.es.ts";
import { purchaseNumberEs } from "./areas/purchase-number.es.ts";
import { customProgrammeEs } from "./areas/custom-programme.es.ts";
import { cartUndoEs } from "./areas/cart-undo.es.ts";
import { sellSheetEs } from "./areas/sell-sheet.es.ts";
import { consumerWordingEs } from "./areas/consumer-wording.es.ts";
import { dealerPriceEs } from "./areas/dealer-price.es.ts";
import { orderFormEs } from "./areas/order-form.es.ts";
import { savedListsEs } from "./areas/saved-lists.es.ts";
import { assistedServiceEs } from "./areas/assisted-service.es.ts";

/**
 * Spanish storefront texts, as used in Mexico (the MX partner site and the Spanish option of
 * the US sites). Formal "usted" throughout. Keys and parameters match en.ts.
 */
export const esStorefront = {
  ...listingEs,
  ...companySwitchEs,
  ...listsEs,
  ...listingFiltersEs,
  ...productEs,
  ...searchEs,
  ...cmsEs,
  ...contentEs,
  ...registerEs,
  ...notificationsEs,
  ...galleryEs,
  ...productExtrasEs,
  ...bookingEs,
  ...tradeShowEs,
  ...cartPageEs,
  ...cartMoneyEs,
  ...cartApiEs,
  ...giftCardsEs,
  ...addToCartEs,
  ...signInTermsEs,
  ...guestCartEs,
  ...purchaseNumberEs,
  ...customProgrammeEs,
  ...cartUndoEs,
  ...sellSheetEs,
  ...consumerWordingEs,
  ...dealerPriceEs,
  ...orderFormEs,
  "site.skipToContent": "Saltar al contenido principal",
  "header.search.label": "Buscar productos",
  "header.search.placeholder": "Buscar gorras y equipos",
  "header.search.submit": "Buscar",
  "header.search.required": "Escriba lo que desea buscar",
  "header.miniCart": "Carrito",
  "header.miniCart.count": "{count, plural, one {# artículo en el carrito} other {# artículos en el carrito}}",
  "header.account": "Mi cuenta",
  "header.account.greeting": "Hola, {name}",
  "header.signIn": "Iniciar sesión",
  "header.signOut": "Cerrar sesión",
  "header.language": "Idioma",
  "header.prices.hide": "Ocultar precios",
  "header.prices.show": "Mostrar precios",
  "price.hidden": "N/D",
  "header.currency": "Moneda",
  "header.menu.open": "Menú",
  "header.menu.close": "Cerrar menú",
  "header.menu.back": "Regresar",
  "header.menu.depth": "Nivel de menú {depth}",
  "header.nav.label": "Principal",
  "header.nav.all": "Ver todo en {name}",
  "account.menu.profile": "Datos personales",
  "account.menu.orders": "Historial de pedidos",
  "account.menu.addresses": "Libreta de direcciones",
  "account.menu.savedCarts": "Carritos guardados",
  "account.menu.designs": "Diseños guardados",
  "account.menu.assisted": "Asistencia de un agente",
  "account.menu.heading": "Mi cuenta",
  "footer.about": "Acerca de Brim",
  "footer.support": "Soporte",
  "footer.storeFinder": "Localizador de tiendas",
  "footer.careers": "Bolsa de trabajo",
  "footer.press": "Sala de prensa",
  "footer.terms": "Condiciones de venta",
  "footer.privacy": "Aviso de privacidad",
  "footer.copyright": "© {year} Brim Headwear. Todos los derechos reservados.",
  "home.b2c.title": "Gorras para cada afición",
  "home.b2c.lead": "Gorras fitted, elásticas y snapback, gorros tejidos y ropa de sus equipos favoritos.",
  "home.b2b.title": "Le damos la bienvenida al portal de socios comerciales",
  "home.b2b.lead": "Haga pedidos de inventario, realice pedidos anticipados de las próximas temporadas y dé seguimiento a sus pedidos.",
  "home.b2b.greeting": "Hola de nuevo, {name}",
  "home.fromPrice": "Desde {price}",
  "home.featured": "Estilos destacados",
  "home.shopCategory": "Comprar {name}",
  "login.title": "Iniciar sesión",
  "login.b2b.intro": "Inicie sesión en el portal de socios comerciales con su cuenta empresarial.",
  "login.email": "Correo electrónico",
  "login.password": "Contraseña",
  "login.submit": "Iniciar sesión",
  "login.error.invalid": "El correo electrónico o la contraseña son incorrectos.",
  "login.error.throttled": "{minutes, plural, one {Demasiados intentos fallidos. Espere # minuto e inténtelo de nuevo.} other {Demasiados intentos fallidos. Espere # minutos e inténtelo de nuevo.}}",
  "login.error.terms": "Antes de iniciar sesión por primera vez, lea y acepte los términos de uso, y vuelva a ingresar su contraseña.",
  "login.error.required": "Ingrese su correo electrónico y su contraseña.",
  "login.forgotten": "¿Olvidó su contraseña?",
  "login.terms.label": "He leído y acepto los términos de uso",
  "login.terms.open": "Leer los términos de uso",
  "login.sessionExpired": "Su sesión finalizó. Inicie sesión de nuevo.",
  "terms.title": "Términos de uso",
  "terms.step": "Paso {step} de {count}",
  "terms.prev": "Anterior",
  "terms.next": "Siguiente",
  "terms.complete": "Aceptar y finalizar",
  "terms.scrollHint": "Desplácese hasta el final del texto para continuar.",
  "terms.1.title": "Cuentas y acceso",
  "terms.1.body":
    "Su cuenta Brim es personal y exclusiva de usted (y de su empresa, en las cuentas comerciales). Mantenga su contraseña en secreto, cierre sesión en los dispositivos compartidos y avísenos de inmediato si cree que otra persona usó su cuenta. Podemos suspender cualquier acceso que ponga en riesgo a otros clientes o a nuestros sistemas.\n\nLos pedidos realizados con su sesión iniciada son vinculantes para la unidad de la empresa para la que hace el pedido. Los representantes de ventas y agentes de servicio que actúan en su nombre ven lo mismo que usted y solo actúan con el consentimiento de su empresa.",
  "terms.2.title": "Pedidos, precios y pedidos anticipados",
  "terms.2.body":
    "Los precios mostrados son los precios de su cuenta en la moneda del sitio y no incluyen impuestos, salvo que se indique lo contrario. Los pedidos anticipados se realizan por cada entrega programada y se confirman al cerrar el periodo de reservación; si la demanda supera la producción, las cantidades pueden estar sujetas a asignación.\n\nLos pedidos de inventario se envían desde el inventario disponible. Es posible cancelar cada pedido hasta su fecha límite de cancelación.",
  "terms.3.title": "Datos y privacidad",
  "terms.3.body":
    "Conservamos su historial de pedidos, sus direcciones y sus preferencias para operar el portal y su cuenta. No vendemos datos personales. Los números de tarjeta son procesados únicamente por nuestro proveedor de pagos y nunca los almacenamos.\n\nAl completar este paso, usted acepta estos términos de uso para esta cuenta.",
  "forgot.title": "Restablezca su contraseña",
  "forgot.intro": "Ingrese el correo electrónico de su cuenta y le enviaremos un enlace para elegir una nueva contraseña.",
  "forgot.email": "Correo electrónico",
  "forgot.submit": "Enviar enlace de restablecimiento",
  "forgot.sent": "Si existe una cuenta asociada a {email}, le enviamos un enlace para restablecer la contraseña. El enlace es válido durante una hora.",
  "forgot.error.email": "Ingrese un correo electrónico válido.",
  "forgot.error.throttled": "Demasiadas solicitudes. Inténtelo de nuevo más tarde.",
  "forgot.close": "Cerrar",
  "reset.title": "Elija una nueva contraseña",
  "reset.password": "Nueva contraseña",
  "reset.confirm": "Confirme la nueva contraseña",
  "reset.submit": "Guardar contraseña",
  "reset.done": "Su contraseña se cambió. Ya puede iniciar sesión.",
  "reset.error.token": "Este enlace de restablecimiento no es válido o ya venció. Solicite uno nuevo.",
  "reset.error.mismatch": "Las contraseñas no coinciden.",
  "reset.error.weak": "Elija una contraseña más segura.",
  "reset.goToLogin": "Ir a iniciar sesión",
  "password.minLength": "La longitud mínima es de %d caracteres",
  "password.strength": "Seguridad de la contraseña: {verdict}",
  "password.verdict.tooShort": "¡Demasiado corta!",
  "password.verdict.veryWeak": "Muy débil",
  "password.verdict.weak": "Débil",
  "password.verdict.medium": "Media",
  "password.verdict.strong": "Fuerte",
  "password.verdict.veryStrong": "Muy fuerte",
  "mail.reset.subject": "Restablezca su contraseña de Brim",
  "mail.reset.body":
    "Hola, {name}:\n\nRecibimos una solicitud para restablecer la contraseña de su cuenta de Brim.\nAbra este enlace en el transcurso de una hora para elegir una nueva contraseña:\n\n{link}\n\nSi usted no hizo esta solicitud, puede ignorar este mensaje.\n\nAtención a Clientes de Brim",
  "support.title": "Soporte para socios",
  "support.intro": "¿Tiene preguntas sobre un pedido, su cuenta o nuestros productos? Nuestro equipo de atención a socios le atiende en días hábiles de 8:00 a 18:00 h.",
  "support.phone": "Teléfono: {phone}",
  "support.email": "Correo electrónico: {email}",
  "language.updated": "Se cambió el idioma.",
  "error.generic": "Ocurrió un error. Inténtelo de nuevo.",
  "error.notFound.title": "Página no encontrada",
  "error.notFound.body": "No pudimos encontrar la página que busca.",
  "error.backHome": "Volver a la página de inicio",
  "price.notAvailable": "No disponible",
  "header.account.signedInAs": "Sesión iniciada como {email}",
  "header.language.submit": "Cambiar idioma",
  "header.currency.submit": "Cambiar moneda",
  "footer.nav.label": "Pie de página",
  "footer.tagline": "Gorras y ropa para distribuidores, socios y aficionados.",
  "footer.tagline.consumer": "Gorras y ropa para aficionados.",
  "footer.group.company": "Empresa",
  "footer.group.help": "Atención al cliente",
  "footer.group.legal": "Legal",
  "notice.csrfRefused": "Su sesión cambió en otra ventana o expiró. Inténtelo de nuevo.",
  "notice.inputRefused": "Lo enviado contenía caracteres que no podemos aceptar (como tabulaciones, saltos de línea u otros caracteres de control). Revise lo que escribió e inténtelo de nuevo.",
  "notice.signedOut": "Ha cerrado sesión.",
  "login.error.otherSite": "Esta cuenta pertenece a otro sitio de Brim. Inicie sesión ahí:",
  "reset.error.required": "Escriba la nueva contraseña dos veces.",
  "modal.close": "Cerrar",
  "forgot.error.session": "Esta página estuvo abierta demasiado tiempo. Vuelva a cargarla e inténtelo de nuevo.",
  "forgot.reload": "Volver a cargar la página",
  "terms.pageTitle": "Términos de uso",
  "label.NEW": "Nuevo",
  "label.BESTSELLER": "Más vendido",
  "label.LIMITED": "Edición limitada",
  "label.ECO": "Eco",
  "labels.list": "Etiquetas",
  "title.home": "Brim — gorras y accesorios para la cabeza",
  "title.login": "Iniciar sesión · {site}",
  "title.forgot": "Restablecer su contraseña · {site}",
  "title.reset": "Elegir una nueva contraseña · {site}",
  "title.support": "Soporte · {site}",
  "title.myAccount": "Mi cuenta · {site}",
  "title.terms": "Términos de uso · {site}",
  "title.notFound": "Página no encontrada · {site}",
  "support.b2c.title": "Atención al cliente",
  "support.b2c.intro": "¿Preguntas sobre un pedido, tallas o un producto? Nuestro equipo de atención al cliente responde todos los días de 9:00 a 18:00 (hora del Este de EE. UU.).",
  "support.hours": "Días hábiles, de 8:00 a 18:00 ({zone}).",
  ...savedListsEs,
  ...assistedServiceEs,
} as const satisfies Record<keyof typeof enStorefront, string>;
