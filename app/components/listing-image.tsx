import type { PhotoImage } from "~/domain/listings/listing-photos";

type ListingImageProps = {
  /** The drawing shown while the listing has no photo. */
  image: string;
  cover: PhotoImage | undefined;
  alt: string;
  /** How wide the image is laid out, for the browser to pick a rendition. */
  sizes: string;
  className?: string;
};

/** A card's picture: the seller's cover photo at the width the card needs, or the category's drawing. */
export function ListingImage({ image, cover, alt, sizes, className }: ListingImageProps) {
  if (!cover) return <img src={image} alt={alt} width={800} height={500} loading="lazy" className={className} />;
  return (
    <img
      src={cover.src}
      srcSet={cover.srcSet}
      sizes={sizes}
      alt={alt}
      width={cover.width}
      height={cover.height}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
