/** The only widths a platform picture is made at (server/pictures.ts). */
export const PICTURE_WIDTHS = [320, 640, 960] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

export function pictureSources(url: string, width: PictureWidth = 640): { src: string; srcSet: string } {
  return {
    src: `${url}?w=${width}`,
    srcSet: PICTURE_WIDTHS.map((candidate) => `${url}?w=${candidate} ${candidate}w`).join(', '),
  };
}
