import { readFrameHeight } from "@foyer/core/embedded";
import { type IframeHTMLAttributes, useContext, useEffect, useMemo, useRef, useState } from "#react";
import { kit } from "../kit/kit.ts";
import { themedFrameUrl } from "../theme/themedFrameUrl.ts";

/**
 * A page of the wallet origin inside the modal's card (export, anything the user types into the frame):
 * the host page can neither read nor script it. It is drawn with the modal's colours, passed in its query,
 * and is as tall as the page says its content is (a bounded number, taken only from this frame's window).
 */
export function EmbeddedFrame({
  src,
  title,
  ...rest
}: IframeHTMLAttributes<HTMLIFrameElement> & { src: string; title: string }) {
  // Rendered only inside the modal, whose host sets the palette; unthemed (the page's defaults) elsewhere.
  const palette = useContext(kit.ModalThemeContext);
  const themed = useMemo(() => (palette ? themedFrameUrl(src, palette) : src), [src, palette]);
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    const origin = new URL(src).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      const asked = readFrameHeight(event.data);
      if (asked !== null) setHeight(asked);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [src]);
  return (
    <iframe
      {...rest}
      ref={frame}
      className="foyer-frame"
      src={themed}
      title={title}
      style={height === null ? undefined : { height }}
    />
  );
}
