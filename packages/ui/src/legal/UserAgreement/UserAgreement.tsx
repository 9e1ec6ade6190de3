import { agreementEffectiveDate, agreementSections } from './agreementText.ts';
import * as styles from './UserAgreement.css.ts';

/** The footer's 用户协议: the terms of the information service and its paid membership. */
export function UserAgreement() {
  return (
    <article className={styles.root} aria-labelledby="user-agreement-title">
      <h1 id="user-agreement-title" className={styles.title}>
        币见用户协议
      </h1>
      <p className={styles.effective}>生效日期：{agreementEffectiveDate}</p>
      {agreementSections.map((section) => (
        <section key={section.title} className={styles.section} aria-label={section.title}>
          <h2 className={styles.heading}>{section.title}</h2>
          {section.paragraphs.map((text) => (
            <p key={text} className={styles.paragraph}>
              {text}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
