import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { translate } from "../../../domain/i18n/index.ts";
import { isLanguage, SITE_IDS, SITES, sitePath, type Language } from "../../../domain/sites.ts";
import type { AppDeps } from "../../context.ts";
import { backInStockSubscriptions, colourTranslations, productColours, products, stockLevels, users, variants } from "../../db/schema/index.ts";
import { localColourName } from "../catalog/translations.ts";
import { queueMail } from "../mail/service.ts";

interface Notified {
  userId: number;
  email: string;
  name: string;
  disabled: boolean;
  siteId: string;
  language: string;
  origin: string;
  productCode: string;
  productName: string;
  colourCode: string;
  colourName: string;
  size: string;
}

/**
 * The `inventory.backInStock` job: claims the active subscriptions of the given variants that
 * can be ordered now (marks them notified) and queues one mail per user listing their items,
 * all in one transaction. Idempotent: a second run finds nothing left to claim, and a variant
 * that sold out again before the job ran keeps its subscribers waiting.
 */
export async function mailBackInStock(deps: AppDeps, variantIds: number[], now = new Date()): Promise<{ mails: number; subscriptions: number }> {
  if (variantIds.length === 0) return { mails: 0, subscriptions: 0 };
  return deps.db.transaction(async (tx) => {
    // Same rule as the product page's isOrderable: forced in stock, or something on hand.
    const orderableNow = sql`exists (select 1 from ${stockLevels} where ${stockLevels.variantId} = ${backInStockSubscriptions.variantId} and (${stockLevels.forceInStock} or ${stockLevels.quantity} > 0))`;
    const claimed = await tx
      .update(backInStockSubscriptions)
      .set({ notifiedAt: now })
      .where(and(inArray(backInStockSubscriptions.variantId, variantIds), isNull(backInStockSubscriptions.notifiedAt), orderableNow))
      .returning({ id: backInStockSubscriptions.id });
    if (claimed.length === 0) return { mails: 0, subscriptions: 0 };

    const rows: Notified[] = await tx
      .select({
        userId: users.id,
        email: users.email,
        name: users.name,
        disabled: users.disabled,
        siteId: backInStockSubscriptions.siteId,
        language: backInStockSubscriptions.language,
        origin: backInStockSubscriptions.origin,
        productCode: products.code,
        productName: products.name,
        colourCode: productColours.code,
        colourName: localColourName,
        size: variants.size,
      })
      .from(backInStockSubscriptions)
      .innerJoin(users, eq(users.id, backInStockSubscriptions.userId))
      .innerJoin(variants, eq(variants.id, backInStockSubscriptions.variantId))
      .innerJoin(products, eq(products.id, variants.productId))
      .innerJoin(productColours, eq(productColours.id, variants.colourId))
      .leftJoin(colourTranslations, and(eq(colourTranslations.name, productColours.name), eq(colourTranslations.language, backInStockSubscriptions.language)))
      .where(inArray(backInStockSubscriptions.id, claimed.map((c) => c.id)))
      // The newest subscription first: its language and site write the user's mail.
      .orderBy(asc(users.id), desc(backInStockSubscriptions.createdAt), asc(products.code), asc(productColours.position), asc(variants.sizePosition));

    const byUser = new Map<number, Notified[]>();
    for (const r of rows) {
      const list = byUser.get(r.userId);
      if (list) list.push(r);
      else byUser.set(r.userId, [r]);
    }
    let mails = 0;
    for (const items of byUser.values()) {
      const first = items[0];
      // Disabled accounts get no mail; their subscriptions end all the same.
      if (!first || first.disabled) continue;
      const language: Language = isLanguage(first.language) ? first.language : "en";
      const lines = items.map((i) => `- ${translate(language, "mail.backInStock.item", { product: i.productName, colour: i.colourName, size: i.size, link: productLink(i, deps.config.publicUrl) })}`);
      const productCodes = new Set(items.map((i) => i.productCode));
      const subject =
        productCodes.size === 1
          ? translate(language, "mail.backInStock.subject", { product: first.productName })
          : translate(language, "mail.backInStock.subjectMany", { count: items.length });
      await queueMail(
        { deps, db: tx },
        { template: "back-in-stock", to: first.email, subject, text: translate(language, "mail.backInStock.body", { name: first.name, items: lines.join("\n") }) },
      );
      mails++;
    }
    return { mails, subscriptions: claimed.length };
  });
}

/**
 * The product's link on the configured origin (PUBLIC_URL); the origin stored with the
 * subscription only where none is configured (the embedded `npm start`, tests on a chosen port):
 * a row from before decision 0031 may hold a request's Host.
 */
function productLink(item: Notified, publicUrl: string | null | undefined): string {
  const site = SITE_IDS.find((id) => id === item.siteId) ?? "b2c";
  return `${publicUrl ?? item.origin}${sitePath(SITES[site], `/p/${encodeURIComponent(item.productCode)}`)}?colour=${encodeURIComponent(item.colourCode)}`;
}
