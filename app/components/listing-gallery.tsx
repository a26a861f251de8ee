import { Link, useSearchParams } from "react-router";
import { drawingShows } from "~/domain/catalog/aircraft-drawing";
import { type ListingPhoto, photoAlt, photoImage, selectedPhotoIndex } from "~/domain/listings/listing-photos";
import { cx } from "./ui/cx";

type ListingGalleryProps = {
  name: string;
  photos: ListingPhoto[];
  /** For a listing without photos: the drawing of its configuration, and where a buyer asks the seller for photos. */
  drawing: { src: string; askForPhotos: string };
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
      <figure className="overflow-hidden rounded-(--radius-card) border border-line bg-[#e8f0fb]">
        <img src={drawing.src} alt="" width={800} height={500} fetchPriority="high" className="aspect-[16/10] w-full object-contain" />
        <figcaption className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t border-line bg-surface px-4 py-3 text-sm text-ink-soft">
          <span>Illustration of {drawingShows(drawing.src) ?? "the aircraft"}: the seller has not added photos.</span>
          <Link to={drawing.askForPhotos} className="font-semibold text-brand-700 hover:text-brand-800">
            Ask for photos
          </Link>
        </figcaption>
      </figure>
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
