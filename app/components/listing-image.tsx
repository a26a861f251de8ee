import { drawingShows } from "~/domain/catalog/aircraft-drawing";
import type { PhotoImage } from "~/domain/listings/listing-photos";
import { Badge } from "./ui/badge";
import { cx } from "./ui/cx";

type ListingImageProps = {
  /** The drawing shown while the listing has no photo. */
  image: string;
  cover: PhotoImage | undefined;
  /** Says what the photo shows; a drawing says what it is itself. */
  alt: string;
  /** How wide the image is laid out, for the browser to pick a rendition. */
  sizes: string;
  className?: string;
  /** The first picture a page shows, in view as it loads: asked for at once, not when scrolled to. */
  first?: boolean;
};

/**
 * A card's picture: the seller's cover photo at the width the card needs, or the
 * drawing of the aircraft's configuration, framed whole (never cropped at the tail or
 * propeller) and described as an illustration.
 */
export function ListingImage({ image, cover, alt, sizes, className, first = false }: ListingImageProps) {
  const loading = first ? ({ loading: "eager", fetchPriority: "high" } as const) : ({ loading: "lazy" } as const);
  if (!cover) {
    const shows = drawingShows(image);
    return (
      <img
        src={image}
        alt={shows ? `Illustration of ${shows}` : ""}
        width={800}
        height={500}
        {...loading}
        className={cx(className, "drawing")}
      />
    );
  }
  return (
    <img
      src={cover.src}
      srcSet={cover.srcSet}
      sizes={sizes}
      alt={alt}
      width={cover.width}
      height={cover.height}
      {...loading}
      decoding="async"
      className={className}
    />
  );
}

/** On a card's picture: how many photos the listing has, or that the picture is a drawing. */
export function PictureNote({ cover, photoCount, className }: { cover: PhotoImage | undefined; photoCount: number | undefined; className?: string }) {
  const note = cover ? `${photoCount ?? 1} ${photoCount === 1 ? "photo" : "photos"}` : "Illustration";
  return (
    <Badge tone="inverse" className={cx("pointer-events-none", className)}>
      {note}
    </Badge>
  );
}
