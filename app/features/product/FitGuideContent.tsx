import { REFERENCE_CAROUSEL_VARIANT } from "#domain/carousel.ts";
import type { HeadMeasure, SizeChartRow } from "#domain/fit-guide.ts";
import type { ResolvedComponent } from "../../../server/modules/cms/service.ts";
import { Alert } from "../../components/ui/Alert.tsx";
import { ProductCarousel } from "../carousel/ProductCarousel.tsx";
import { useT } from "../../i18n.ts";
import { useRootData } from "../../root-data.ts";
import type { FitGuideProps } from "./FitGuide.tsx";
import { useJson } from "./use-json.ts";
import styles from "./product-extras.module.css";

const FACTS = [
  ["crown", "fitGuide.crown"],
  ["visor", "fitGuide.visor"],
  ["closure", "fitGuide.closure"],
] as const;

/** The fit guide modal's body (the dialog's title is an h2): the guide (fetched from the content endpoint) and the same-fit carousel. */
export default function FitGuideContent({ uid, productCode, sameFit }: FitGuideProps) {
  const t = useT();
  const { shell } = useRootData();
  const state = useJson<ResolvedComponent>(`${shell.site.contextPath}/cms/component?componentUid=${encodeURIComponent(uid)}`);
  if (state.kind === "loading") return <p role="status">{t("fitGuide.loading")}</p>;
  if (state.kind === "failed" || state.data.type !== "fitGuide") return <Alert tone="error">{t("fitGuide.error")}</Alert>;
  const guide = state.data;
  const facts = FACTS.flatMap(([field, label]) => {
    const value = guide[field];
    return value ? [{ label: t(label), value }] : [];
  });
  return (
    <>
      <div className={styles.guide}>
        <div className={styles.guideAbout}>
          <h3 className={styles.guideName}>{guide.name}</h3>
          <p className={styles.guideDescription}>{guide.description}</p>
        </div>
        {facts.length ? (
          <section className={styles.guideFacts} aria-labelledby="fit-guide-details">
            <h4 id="fit-guide-details">{t("fitGuide.details")}</h4>
            <dl>
              {facts.map((f) => (
                <div key={f.label}>
                  <dt>{f.label}</dt>
                  <dd>{f.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
        <section className={styles.guideSizes} aria-labelledby="fit-guide-sizes">
          <h4 id="fit-guide-sizes">{t("fitGuide.sizeChart")}</h4>
          {guide.sizeChart.length ? <SizeChart rows={guide.sizeChart} /> : null}
          {guide.sizeNote ? <p>{guide.sizeNote}</p> : null}
        </section>
      </div>
      {sameFit.items.length ? (
        <ProductCarousel
          id={`fit-guide-modal-${productCode}`}
          source={{ kind: "references", productCode, referenceTypes: ["FIT_GUIDE"] }}
          title={t("fitGuide.carousel")}
          total={sameFit.total}
          initialItems={sameFit.items}
          displayProductTitles={false}
          contextPath={shell.site.contextPath}
          variant={REFERENCE_CAROUSEL_VARIANT.FIT_GUIDE}
          headingLevel={3}
        />
      ) : null}
    </>
  );
}

function SizeChart({ rows }: { rows: SizeChartRow[] }) {
  const t = useT();
  const { shell } = useRootData();
  const number = new Intl.NumberFormat(shell.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const show = (from: HeadMeasure, to: HeadMeasure, unit: keyof HeadMeasure) =>
    from[unit] === to[unit] ? number.format(from[unit]) : t("fitGuide.range", { from: number.format(from[unit]), to: number.format(to[unit]) });
  return (
    <table className={styles.chart}>
      <caption>{t("fitGuide.sizeChart.caption")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("fitGuide.size")}</th>
          <th scope="col">{t("fitGuide.cm")}</th>
          <th scope="col">{t("fitGuide.inches")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.size}>
            <th scope="row">{r.size}</th>
            <td>{show(r.from, r.to, "cm")}</td>
            <td>{show(r.from, r.to, "inches")}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
