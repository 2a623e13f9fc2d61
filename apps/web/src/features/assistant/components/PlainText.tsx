import { paragraphsOf } from './text';
import classes from './assistant.module.css';

/** Plain text as paragraphs (blank lines between them); never read as HTML. */
export function PlainText({ text }: { text: string }) {
  return (
    <>
      {paragraphsOf(text).map((paragraph, index) => (
        <p key={index} className={classes.paragraph}>
          {paragraph}
        </p>
      ))}
    </>
  );
}
