/** The content pages' text in English, Spanish and Japanese (decision 0045; domain/content-pages.ts). */
import type { ContentPageContent } from "../../../domain/cms.ts";
import { contentPageUid } from "../../../domain/content-pages.ts";

type Page = Omit<ContentPageContent, "type">;

const PAGES: readonly Page[] = [
  {
    slug: "business",
    title: { en: "About Brim", es: "Acerca de Brim", ja: "Brimについて" },
    lead: {
      en: "Brim makes caps, knits and apparel for the fans of more than forty teams, and sells them through dealers, partners and this store.",
      es: "Brim fabrica gorras, gorros tejidos y ropa para los aficionados de más de cuarenta equipos, y los vende a través de distribuidores, socios y esta tienda.",
      ja: "Brimは40以上のチームのファンに向けてキャップ、ニット、アパレルをつくり、販売店、パートナー、そしてこのストアを通じてお届けしています。",
    },
    sections: [
      {
        heading: { en: "What we make", es: "Lo que fabricamos", ja: "私たちがつくるもの" },
        body: {
          en: "Every Brim style starts with a silhouette: the Apex 59 fitted, the Arc stretch caps, the Bolt snapbacks, the Drift adjustables and the Glacier knits. Each season we add colour stories for the teams of five leagues and for our own lifestyle lines.\n\nOur caps are sized and tested in our own fit lab, and every fit guide on this site comes from those measurements.",
          es: "Cada estilo de Brim parte de una silueta: la Apex 59 cerrada, las elásticas Arc, las snapback Bolt, las ajustables Drift y los gorros Glacier. Cada temporada añadimos historias de color para los equipos de cinco ligas y para nuestras propias líneas de estilo de vida.\n\nNuestras gorras se miden y prueban en nuestro propio laboratorio de ajuste, y cada guía de tallas de este sitio sale de esas mediciones.",
          ja: "Brimのすべてのスタイルは、シルエットから始まります。Apex 59フィッテッド、Arcストレッチ、Boltスナップバック、Driftアジャスタブル、Glacierニット。毎シーズン、5つのリーグのチームと自社のライフスタイルラインに新しいカラーストーリーを加えています。\n\nキャップは自社のフィットラボでサイズを測定・検証しており、このサイトのフィットガイドはすべてその測定値にもとづいています。",
        },
      },
      {
        heading: { en: "Working with Brim", es: "Trabajar con Brim", ja: "Brimとのお取引" },
        body: {
          en: "Dealers, franchise stores and corporate customers order through the partner portals in the United States, Japan and Mexico, with their own prices, prebooking windows and a custom programme for their own designs.\n\nTo open a business account, contact our partner service team through the Support page.",
          es: "Distribuidores, tiendas franquiciadas y clientes corporativos hacen sus pedidos en los portales de socios de Estados Unidos, Japón y México, con sus propios precios, ventanas de reserva y un programa personalizado para sus propios diseños.\n\nPara abrir una cuenta empresarial, comuníquese con nuestro equipo de atención a socios desde la página de Soporte.",
          ja: "販売店、フランチャイズ店、法人のお客様は、米国・日本・メキシコのパートナーポータルから、それぞれの価格、先行予約期間、オリジナルデザインのためのカスタムプログラムでご注文いただけます。\n\n法人アカウントの開設は、サポートページからパートナーサービスチームへお問い合わせください。",
        },
      },
    ],
  },
  {
    slug: "career",
    title: { en: "Careers at Brim", es: "Empleo en Brim", ja: "採用情報" },
    lead: {
      en: "We are a team of designers, fit technicians, warehouse crews and engineers who care about a cap that fits. Come and work with us.",
      es: "Somos un equipo de diseñadores, técnicos de ajuste, personal de almacén e ingenieros a quienes les importa una gorra que calce bien. Venga a trabajar con nosotros.",
      ja: "私たちは、デザイナー、フィット技術者、倉庫スタッフ、エンジニアからなる、ぴったり合うキャップにこだわるチームです。一緒に働きませんか。",
    },
    sections: [
      {
        heading: { en: "Where we work", es: "Dónde trabajamos", ja: "勤務地" },
        body: {
          en: "Our design studio and fit lab are in the United States, with partner service teams in Tokyo and Mexico City and distribution centres close to our dealers.\n\nMost office roles can be done partly from home; warehouse and lab roles are on site.",
          es: "Nuestro estudio de diseño y laboratorio de ajuste están en Estados Unidos, con equipos de atención a socios en Tokio y Ciudad de México y centros de distribución cerca de nuestros distribuidores.\n\nLa mayoría de los puestos de oficina pueden realizarse en parte desde casa; los puestos de almacén y laboratorio son presenciales.",
          ja: "デザインスタジオとフィットラボは米国にあり、東京とメキシコシティにパートナーサービスチーム、販売店の近くに物流センターがあります。\n\nオフィス職の多くは一部在宅勤務が可能です。倉庫とラボの職種は出社勤務です。",
        },
      },
      {
        heading: { en: "How to apply", es: "Cómo postularse", ja: "応募方法" },
        body: {
          en: "Send your CV and a few lines about the role you are interested in through the Support page, marked \"Careers\". We answer every application within two weeks.",
          es: "Envíe su currículum y unas líneas sobre el puesto que le interesa desde la página de Soporte, con el asunto \"Empleo\". Respondemos a todas las solicitudes en un plazo de dos semanas.",
          ja: "履歴書と希望する職種についての簡単なメッセージを、件名を「採用」としてサポートページからお送りください。すべての応募に2週間以内にご返信します。",
        },
      },
    ],
  },
  {
    slug: "pressroom",
    title: { en: "Press room", es: "Sala de prensa", ja: "プレスルーム" },
    lead: {
      en: "News, images and contacts for journalists writing about Brim, our teams and our collections.",
      es: "Noticias, imágenes y contactos para periodistas que escriben sobre Brim, nuestros equipos y nuestras colecciones.",
      ja: "Brim、契約チーム、コレクションについて執筆される報道関係者の方へ、ニュース、画像、お問い合わせ先をご案内します。",
    },
    sections: [
      {
        heading: { en: "Latest news", es: "Últimas noticias", ja: "最新ニュース" },
        body: {
          en: "This season's Home Opener and Night Game colour stories arrive in stores for all five leagues, together with the new Glacier Pom knit.\n\nThe partner portals now serve dealers in Japan and Mexico in their own language and currency.",
          es: "Las historias de color Home Opener y Night Game de esta temporada llegan a las tiendas para las cinco ligas, junto con el nuevo gorro Glacier Pom.\n\nLos portales de socios ya atienden a los distribuidores de Japón y México en su propio idioma y moneda.",
          ja: "今シーズンのHome OpenerとNight Gameのカラーストーリーが、新しいGlacier Pomニットとともに5つのリーグすべてで店頭に並びます。\n\nパートナーポータルは、日本とメキシコの販売店にそれぞれの言語と通貨で対応しました。",
        },
      },
      {
        heading: { en: "Press contact", es: "Contacto de prensa", ja: "報道関係のお問い合わせ" },
        body: {
          en: "For interviews, product samples and high-resolution images, write to us through the Support page, marked \"Press\". We reply on business days within 24 hours.",
          es: "Para entrevistas, muestras de producto e imágenes en alta resolución, escríbanos desde la página de Soporte con el asunto \"Prensa\". Respondemos en días hábiles en un plazo de 24 horas.",
          ja: "取材、商品サンプル、高解像度画像のご依頼は、件名を「プレス」としてサポートページからご連絡ください。営業日の24時間以内にご返信します。",
        },
      },
    ],
  },
  {
    slug: "fan-content",
    title: { en: "Fan content", es: "Contenido de aficionados", ja: "ファンコンテンツ" },
    lead: {
      en: "Photos and stories from fans wearing Brim at the ballpark, the rink and everywhere in between, and how to share yours.",
      es: "Fotos e historias de aficionados que llevan Brim en el estadio, en la pista y en todas partes, y cómo compartir las suyas.",
      ja: "球場やリンク、街でBrimを身につけるファンの写真とストーリー、そしてあなたの投稿方法をご紹介します。",
    },
    sections: [
      {
        heading: { en: "Share your cap", es: "Comparta su gorra", ja: "あなたのキャップをシェア" },
        body: {
          en: "Post a photo of your Brim cap with the tag #WearBrim and the name of your team. Each month we pick our favourite photos for this page and the home page.\n\nPlease share only photos you took yourself, and ask before showing anyone else in them.",
          es: "Publique una foto de su gorra Brim con la etiqueta #WearBrim y el nombre de su equipo. Cada mes elegimos nuestras fotos favoritas para esta página y la página de inicio.\n\nComparta solo fotos tomadas por usted y pida permiso antes de mostrar a otras personas en ellas.",
          ja: "Brimのキャップの写真に「#WearBrim」とチーム名を付けて投稿してください。毎月お気に入りの写真を選び、このページとトップページで紹介します。\n\nご自身で撮影した写真のみを投稿し、ほかの方が写っている場合は事前に了承を得てください。",
        },
      },
      {
        heading: { en: "How we use your photos", es: "Cómo usamos sus fotos", ja: "写真の利用について" },
        body: {
          en: "We ask you before we show a photo, name you the way you choose and remove it whenever you ask. We never use fan photos in paid advertising.",
          es: "Le preguntamos antes de mostrar una foto, le nombramos como usted prefiera y la retiramos cuando lo solicite. Nunca usamos fotos de aficionados en publicidad pagada.",
          ja: "写真を掲載する前に必ずご本人に確認し、ご希望の表記でお名前を記載し、ご依頼があればいつでも削除します。ファンの写真を有料広告に使用することはありません。",
        },
      },
    ],
  },
  {
    slug: "discount",
    title: { en: "Team and group discounts", es: "Descuentos para equipos y grupos", ja: "チーム・団体割引" },
    lead: {
      en: "Clubs, schools, leagues and companies ordering caps for a group get a discount account with prices for the whole order.",
      es: "Clubes, escuelas, ligas y empresas que piden gorras para un grupo obtienen una cuenta de descuento con precios para todo el pedido.",
      ja: "クラブ、学校、リーグ、企業などでまとめてキャップをご注文の場合、注文全体に割引価格が適用される割引アカウントをご利用いただけます。",
    },
    sections: [
      {
        heading: { en: "Who can apply", es: "Quién puede solicitarlo", ja: "対象" },
        body: {
          en: "Any organisation ordering at least 24 caps of one style a year. Discount accounts order through the partner portal and choose the sales representative who looks after them at checkout.",
          es: "Cualquier organización que pida al menos 24 gorras de un mismo estilo al año. Las cuentas de descuento hacen sus pedidos en el portal de socios y eligen en la compra al representante de ventas que las atiende.",
          ja: "同じスタイルのキャップを年間24個以上ご注文いただく団体が対象です。割引アカウントはパートナーポータルからご注文いただき、ご購入手続きの際に担当の営業担当者をお選びいただきます。",
        },
      },
      {
        heading: { en: "How it works", es: "Cómo funciona", ja: "ご利用の流れ" },
        body: {
          en: "Ask for a discount account through the Support page with your organisation's name and the styles you need. A sales representative confirms your prices within three business days.\n\nDiscounts apply to the whole order and are shown in the cart before you place it.",
          es: "Solicite una cuenta de descuento desde la página de Soporte con el nombre de su organización y los estilos que necesita. Un representante de ventas confirmará sus precios en un plazo de tres días hábiles.\n\nLos descuentos se aplican a todo el pedido y se muestran en el carrito antes de realizarlo.",
          ja: "団体名と必要なスタイルを添えて、サポートページから割引アカウントをお申し込みください。3営業日以内に営業担当者が価格をご案内します。\n\n割引は注文全体に適用され、ご注文の確定前にカートに表示されます。",
        },
      },
    ],
  },
  {
    slug: "terms-of-sale",
    title: { en: "Terms of sale", es: "Condiciones de venta", ja: "販売条件" },
    lead: {
      en: "These terms apply to every order placed on the Brim stores and partner portals.",
      es: "Estas condiciones se aplican a todos los pedidos realizados en las tiendas y portales de socios de Brim.",
      ja: "本条件は、Brimのストアおよびパートナーポータルでのすべてのご注文に適用されます。",
    },
    sections: [
      {
        heading: { en: "Prices and payment", es: "Precios y pago", ja: "価格とお支払い" },
        body: {
          en: "Prices are shown in the site's currency. The price in your cart at checkout is the price you pay; taxes and delivery are added as shown before you place the order.\n\nCards are charged when the order is placed. Business accounts may pay on invoice as agreed with Brim.",
          es: "Los precios se muestran en la moneda del sitio. El precio de su carrito al finalizar la compra es el que paga; los impuestos y el envío se suman como se indica antes de realizar el pedido.\n\nLas tarjetas se cargan al realizar el pedido. Las cuentas empresariales pueden pagar contra factura según lo acordado con Brim.",
          ja: "価格はサイトの通貨で表示されます。ご購入手続き時にカートに表示される価格がお支払い金額です。税金と送料はご注文確定前に表示されるとおりに加算されます。\n\nカードはご注文確定時に決済されます。法人アカウントはBrimとの取り決めにより請求書払いが可能です。",
        },
      },
      {
        heading: { en: "Delivery and cancellation", es: "Entrega y cancelación", ja: "お届けとキャンセル" },
        body: {
          en: "Stock orders ship on the date you choose at checkout; prebooked orders ship in their delivery window. You may cancel an order until its cancellation date.\n\nUnworn products in their original condition may be returned within 30 days of delivery.",
          es: "Los pedidos de inventario se envían en la fecha que elija al finalizar la compra; los pedidos reservados se envían en su ventana de entrega. Puede cancelar un pedido hasta su fecha de cancelación.\n\nLos productos sin usar y en su estado original pueden devolverse dentro de los 30 días posteriores a la entrega.",
          ja: "在庫品のご注文は、ご購入手続きで選択した日に出荷されます。先行予約のご注文は各お届け期間に出荷されます。キャンセル期限日まではご注文をキャンセルできます。\n\n未使用でお届け時の状態の商品は、お届けから30日以内であれば返品いただけます。",
        },
      },
    ],
  },
  {
    slug: "privacy",
    title: { en: "Privacy", es: "Privacidad", ja: "プライバシー" },
    lead: {
      en: "What we keep about you, why, and how you can see, correct or delete it.",
      es: "Qué datos guardamos sobre usted, por qué y cómo puede consultarlos, corregirlos o eliminarlos.",
      ja: "お客様について保管する情報、その目的、そして閲覧・訂正・削除の方法をご説明します。",
    },
    sections: [
      {
        heading: { en: "What we keep", es: "Qué guardamos", ja: "保管する情報" },
        body: {
          en: "Your name, e-mail address, addresses, orders and preferences, to run your account and deliver your orders. Card numbers go straight to our payment provider; we never see or store them.\n\nWe do not sell personal data.",
          es: "Su nombre, dirección de correo electrónico, direcciones, pedidos y preferencias, para gestionar su cuenta y entregar sus pedidos. Los números de tarjeta van directamente a nuestro proveedor de pagos; nunca los vemos ni los guardamos.\n\nNo vendemos datos personales.",
          ja: "アカウントの運営とご注文のお届けのため、お名前、メールアドレス、住所、ご注文、設定を保管します。カード番号は決済代行会社に直接送信され、当社が閲覧・保存することはありません。\n\n個人情報を販売することはありません。",
        },
      },
      {
        heading: { en: "Your choices", es: "Sus opciones", ja: "お客様の選択" },
        body: {
          en: "You can see and correct your details under My account at any time. To receive a copy of your data or to have your account deleted, write to us through the Support page; we answer within 30 days.",
          es: "Puede consultar y corregir sus datos en Mi cuenta en cualquier momento. Para recibir una copia de sus datos o eliminar su cuenta, escríbanos desde la página de Soporte; respondemos en un plazo de 30 días.",
          ja: "ご登録情報はマイアカウントからいつでも確認・訂正できます。データの写しのご請求やアカウントの削除は、サポートページからご連絡ください。30日以内にご対応します。",
        },
      },
    ],
  },
];

/** The content pages as content components (shared by every site). */
export function contentPageComponents(): { uid: string; siteId: null; content: ContentPageContent }[] {
  return PAGES.map((page) => ({ uid: contentPageUid(page.slug), siteId: null, content: { type: "contentPage", ...page } }));
}
