import { useId } from "react";
import type { ResolvedContentPage } from "../../../server/modules/cms/service.ts";
import { useT } from "../../i18n.ts";
import styles from "./content-page.module.css";

/** A content page: the title, its lead, a list of its sections and the sections. */
export function ContentPage({ page }: { page: ResolvedContentPage }) {
  const t = useT();
  const id = useId();
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{page.title}</h1>
        <p className={styles.lead}>{page.lead}</p>
      </header>
      {page.sections.length > 1 ? (
        <nav aria-label={t("content.sections")} className={styles.toc}>
          <ul>
            {page.sections.map((s, i) => (
              <li key={s.heading}>
                <a href={`#${id}-${i}`}>{s.heading}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {page.sections.map((s, i) => (
        <section key={s.heading} aria-labelledby={`${id}-${i}`} className={styles.section}>
          <h2 id={`${id}-${i}`} className={styles.heading}>
            {s.heading}
          </h2>
          {s.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
