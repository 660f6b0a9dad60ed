import type { notificationsEn } from "./notifications.en.ts";

/** Japanese texts of back-in-stock notifications (same keys as notifications.en.ts). */
export const notificationsJa = {
  "notifications.notifyMe": "再入荷をお知らせする",
  "notifications.notifyMe.hint": "一部のサイズが完売しています。再入荷時にメールでお知らせできます。",
  "notifications.added": "{name} が再入荷しましたらメールでお知らせします。",
  "notifications.addFailed": "リクエストを保存できませんでした。もう一度お試しください。",
  "notifications.nothingSoldOut": "この商品はすべてのサイズをご注文いただけます。",
  "notifications.signInRequired": "ログインしていただくと、この商品の再入荷をメールでお知らせします。",
  "notifications.unknownProduct": "該当する商品がありません。",
  "notifications.unknownVariant": "このサイズはこの商品のものではありません。",
  "notifications.open": "在庫通知",
  "notifications.title": "在庫通知",
  "notifications.intro": "{colour} の再入荷時にメールでお知らせするサイズを選択してください。",
  "notifications.sizes": "完売サイズ",
  "notifications.size": "サイズ {size}",
  "notifications.loading": "読み込み中...",
  "notifications.loadError": "在庫通知を読み込めませんでした。しばらくしてからもう一度お試しください。",
  "notifications.empty": "このカラーはすべてのサイズをご注文いただけます。",
  "notifications.save": "保存",
  "notifications.saving": "保存中...",
  "notifications.saved": "在庫通知を保存しました。",
  "notifications.saveError": "在庫通知を保存できませんでした。もう一度お試しください。",
  "mail.backInStock.subject": "【Brim】再入荷のお知らせ：{product}",
  "mail.backInStock.subjectMany": "【Brim】ご依頼の {count} 点が再入荷しました",
  "mail.backInStock.body":
    "{name} 様\n\n再入荷のお知らせをご依頼いただいた以下の商品が、ご注文いただけるようになりました。\n\n{items}\n\n在庫には限りがございますので、お早めにご注文ください。\n\nBrim カスタマーサービス",
  "mail.backInStock.item": "{product}（{colour}、サイズ {size}）：{link}",
} as const satisfies Record<keyof typeof notificationsEn, string>;
