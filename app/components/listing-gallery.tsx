import { Link, useSearchParams } from "react-router";
import { type ListingPhoto, photoAlt, photoImage, selectedPhotoIndex } from "~/domain/listings/listing-photos";
import { cx } from "./ui/cx";

type ListingGalleryProps = {
  name: string;
  photos: ListingPhoto[];
  /** The category's drawing and its alt text, for a listing without photos. */
  drawing: { src: string; alt: string };
};

/**
 * The detail page's photos: one large, the others as thumbnails that link to
 * `?photo=N`, so it works without JavaScript and every photo has an address.
 */
export function ListingGallery({ name, photos, drawing }: ListingGalleryProps) {
  const [searchParams] = useSearchParams();
  const selected = selectedPhotoIndex(searchParams.get("photo"), photos.length, Math.max(0, photos.findIndex((photo) => photo.isCover)));
  const shown = photos[selected];
  if (!shown) {
    return (
      <div className="overflow-hidden rounded-(--radius-card) border border-line bg-navy-50">
        <img src={drawing.src} alt={drawing.alt} width={800} height={500} className="aspect-[16/10] w-full object-cover" />
      </div>
    );
  }
  const main = photoImage(shown);
  return (
    <section aria-label={`Photos of the ${name}`}>
      <div className="overflow-hidden rounded-(--radius-card) border border-line bg-navy-900">
        <img
          key={main.src}
          src={main.src}
          srcSet={main.srcSet}
          sizes="(min-width: 1280px) 50rem, (min-width: 1024px) 60vw, 100vw"
          alt={photoAlt(name, selected, photos.length)}
          width={main.width}
          height={main.height}
          fetchPriority="high"
          className="aspect-[16/10] w-full object-contain"
        />
      </div>
      {photos.length > 1 ? (
        <ul className="mt-2 flex snap-x gap-2 overflow-x-auto p-1">
          {photos.map((photo, index) => {
            const thumbnail = photoImage(photo);
            return (
              <li key={photo.id} className="shrink-0 snap-start">
                <Link
                  to={`?photo=${index + 1}`}
                  replace
                  preventScrollReset
                  aria-current={index === selected ? "true" : undefined}
                  aria-label={`Show ${photoAlt(name, index, photos.length)}`}
                  className={cx(
                    "block overflow-hidden rounded-lg ring-2 ring-offset-2 focus-visible:outline-none",
                    index === selected ? "ring-brand-600" : "ring-transparent hover:ring-line focus-visible:ring-brand-400",
                  )}
                >
                  <img
                    src={thumbnail.src}
                    srcSet={thumbnail.srcSet}
                    sizes="6rem"
                    alt=""
                    width={thumbnail.width}
                    height={thumbnail.height}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[4/3] w-24 object-cover"
                  />
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
