import { useEffect, useRef, useState } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import Img from '@theme/MDXComponents/Img';
import styles from './styles.module.css';

type Props = ComponentProps<'img'>;

type LightboxProps = {
  src: string;
  alt: string;
  ratio: number | undefined;
  onClose: () => void;
};

/** The enlarged copy: a modal `<dialog>` (focus kept inside, Esc closes it) that any click closes. */
function Lightbox({ src, alt, ratio, onClose }: LightboxProps): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    // Any click closes, like the Close button; Esc is the keyboard's way (the dialog's own cancel).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label="Enlarged diagram"
      onClose={onClose}
      onClick={() => dialog.current?.close()}
    >
      <button type="button" className={styles.close}>
        Close
      </button>
      <img
        src={src}
        alt={alt}
        className={styles.large}
        style={ratio ? { width: `min(94vw, calc(86vh * ${ratio}))` } : undefined}
      />
    </dialog>
  );
}

/**
 * A Markdown image (registered as `img` in MDXComponents) that opens larger.
 * The picture sits in a button named after its alt text, which takes exactly
 * the image's box; a click, Enter or Space opens a modal dialog with the same
 * file (already loaded or cached, so no request of its own), created only
 * then; Esc or any click closes it and focus returns to the button. An image
 * without alt text or source stays a plain image.
 */
export default function ZoomableImage(props: Props): ReactNode {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const { src, alt } = props;
  if (!src || !alt) return <Img {...props} />;
  // The enlarged copy keeps the picture's proportions when its size is known.
  const ratio = Number(props.width) / Number(props.height);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-label={`Enlarge diagram: ${alt}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Img {...props} />
      </button>
      {open
        ? createPortal(
            <Lightbox
              src={src}
              alt={alt}
              ratio={ratio > 0 && Number.isFinite(ratio) ? ratio : undefined}
              onClose={() => {
                setOpen(false);
                trigger.current?.focus();
              }}
            />,
            document.body,
          )
        : null}
    </>
  );
}
