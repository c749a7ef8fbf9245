import { type IframeHTMLAttributes, useMemo } from "react";
import { useModalTheme } from "../theme/ModalThemeContext.ts";
import { themedFrameUrl } from "../theme/themedFrameUrl.ts";

/**
 * A page of the wallet origin inside the modal's card (export, anything the user types into the frame):
 * the host page can neither read nor script it. It is drawn with the modal's colours, passed in its query.
 */
export function EmbeddedFrame({
  src,
  title,
  ...rest
}: IframeHTMLAttributes<HTMLIFrameElement> & { src: string; title: string }) {
  const palette = useModalTheme();
  const themed = useMemo(() => themedFrameUrl(src, palette), [src, palette]);
  return <iframe {...rest} className="foyer-frame" src={themed} title={title} />;
}
