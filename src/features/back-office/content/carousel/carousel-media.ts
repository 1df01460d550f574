/** A carousel slide plays videos and shows everything else as an image. */
export function mediaTypeOf(file: Pick<File, 'type'>): 'image' | 'video' {
  return file.type.startsWith('video/') ? 'video' : 'image';
}

/** The next slide goes after the last one. */
export function nextDisplayOrder(items: readonly { display_order: number }[]): number {
  return items.reduce((highest, item) => Math.max(highest, item.display_order), 0) + 1;
}
