/** business.md 9: resource tabs page by 5, and show "more" only when a tab holds more than 5. */
export const RESOURCE_PAGE_SIZE = 5;

/** business.md 9: the RESOURCE_TYPE items when the dictionary cannot be read. */
export const DEFAULT_RESOURCE_TYPES = [255, 256, 257] as const;

export type ResourceCard = {
  id: number;
  name: string;
  introduction: string | null;
  imageUrl: string | null;
  files: { lang: 'zh' | 'en'; url: string }[];
};
