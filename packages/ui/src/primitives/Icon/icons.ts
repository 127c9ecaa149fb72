/**
 * Our SVG icon set, drawn on a 24 × 24 grid with 2 px strokes. Each entry is the path
 * data of one stroked <path> (circles, ellipses and rounded rectangles written as arcs):
 * `Icon` renders any of them with one element and sets size, colour and accessibility.
 * Strings instead of JSX element calls: a third of the set's former size before
 * compression, and a little less in the first load, which every page pays.
 */
export const icons = {
  dashboard:
    'M4 3h5a1 1 0 0 1 1 1v7a1 1 0 0 1 -1 1h-5a1 1 0 0 1 -1 -1v-7a1 1 0 0 1 1 -1zM15 3h5a1 1 0 0 1 1 1v3a1 1 0 0 1 -1 1h-5a1 1 0 0 1 -1 -1v-3a1 1 0 0 1 1 -1zM15 12h5a1 1 0 0 1 1 1v7a1 1 0 0 1 -1 1h-5a1 1 0 0 1 -1 -1v-7a1 1 0 0 1 1 -1zM4 16h5a1 1 0 0 1 1 1v3a1 1 0 0 1 -1 1h-5a1 1 0 0 1 -1 -1v-3a1 1 0 0 1 1 -1z',
  map: 'M3 6l6-3 6 3 6-3v15l-6 3-6-3-6 3zM9 3v15M15 6v15',
  pin: 'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21zM9.5 9.5a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0 -5 0z',
  users:
    'M5.5 8a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0 -7 0zM2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.3c2.1.7 3.5 2.8 3.5 5.7',
  user: 'M8 8a4 4 0 1 0 8 0a4 4 0 1 0 -8 0zM4 21c0-4.4 3.6-7 8-7s8 2.6 8 7',
  beetle:
    'M7 14a5 7 0 1 0 10 0a5 7 0 1 0 -10 0zM9.5 6a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0 -5 0zM12 7v14M7 11H3M7 15H3M17 11h4M17 15h4M10.5 4 8 2M13.5 4 16 2',
  tree: 'M12 2 5 12h4l-3 5h12l-3-5h4zM12 17v5',
  document: 'M6 2h8l5 5v15H6zM14 2v5h5M9 12h7M9 16h7',
  euro: 'M17.5 6.5A7 7 0 1 0 17.5 17.5M4 10h9M4 14h9',
  chart: 'M3 3v18h18M7 15l4-5 3 3 5-7',
  building:
    'M5 3h14a1 1 0 0 1 1 1v16a1 1 0 0 1 -1 1h-14a1 1 0 0 1 -1 -1v-16a1 1 0 0 1 1 -1zM9 7h2M13 7h2M9 11h2M13 11h2M9 15h2M13 15h2M10 21v-3h4v3',
  menu: 'M3 6h18M3 12h18M3 18h18',
  close: 'M6 6l12 12M18 6 6 18',
  chevronDown: 'M6 9l6 6 6-6',
  chevronUp: 'M6 15l6-6 6 6',
  chevronRight: 'M9 6l6 6-6 6',
  chevronLeft: 'M15 6l-6 6 6 6',
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  edit: 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4',
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 14h10l1-14M9 7V4h6v3',
  save: 'M5 3h11l4 4v14H5zM8 3v5h7V3M8 21v-7h8v7',
  search: 'M4 11a7 7 0 1 0 14 0a7 7 0 1 0 -14 0zM16.5 16.5 21 21',
  filter: 'M3 4h18l-7 8.5V19l-4 2v-8.5z',
  refresh: 'M20 11a8 8 0 0 0-14.6-4.5L3 9M3 4v5h5M4 13a8 8 0 0 0 14.6 4.5L21 15M21 20v-5h-5',
  logout: 'M9 21H5V3h4M16 17l5-5-5-5M21 12H9',
  settings:
    'M9 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0zM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9 7 7M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1',
  check: 'M4 12.5 9.5 18 20 6',
  checkCircle: 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0zM8 12.5l3 3 5-6',
  info: 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0zM12 11v6M12 7.5v.5',
  warning: 'M12 3 2 21h20zM12 10v5M12 18v.5',
  error: 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0zM9 9l6 6M15 9l-6 6',
  upload: 'M12 16V4M7 9l5-5 5 5M4 16v4h16v-4',
  download: 'M12 4v12M7 11l5 5 5-5M4 16v4h16v-4',
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM9 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0z',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  sort: 'M8 4v16M4 8l4-4 4 4M16 20V4M12 16l4 4 4-4',
  sortAsc: 'M12 19V5M6 11l6-6 6 6',
  sortDesc: 'M12 5v14M6 13l6 6 6-6',
  calendar: 'M4 5h16a1 1 0 0 1 1 1v14a1 1 0 0 1 -1 1h-16a1 1 0 0 1 -1 -1v-14a1 1 0 0 1 1 -1zM3 10h18M8 3v4M16 3v4',
  home: 'M3 11 12 3l9 8M5 10v11h5v-6h4v6h5V10',
  more: 'M4 12a1 1 0 1 0 2 0a1 1 0 1 0 -2 0zM11 12a1 1 0 1 0 2 0a1 1 0 1 0 -2 0zM18 12a1 1 0 1 0 2 0a1 1 0 1 0 -2 0z',
  undo: 'M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3',
  redo: 'M15 14l5-5-5-5M20 9H9a5 5 0 0 0 0 10h3',
  lock: 'M6 11h12a1 1 0 0 1 1 1v8a1 1 0 0 1 -1 1h-12a1 1 0 0 1 -1 -1v-8a1 1 0 0 1 1 -1zM8 11V7a4 4 0 0 1 8 0v4',
  mail: 'M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1 -1 1h-16a1 1 0 0 1 -1 -1v-12a1 1 0 0 1 1 -1zM3 6l9 7 9-7',
  star: 'M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.2L12 17.4 6.5 20.3l1-6.2L3 9.7l6.2-.9z',
  expert: 'M6 9a6 6 0 1 0 12 0a6 6 0 1 0 -12 0zM8.5 14 7 22l5-3 5 3-1.5-8',
  layers: 'M12 3 2 8l10 5 10-5zM2 13l10 5 10-5',
  crosshair: 'M4 12a8 8 0 1 0 16 0a8 8 0 1 0 -16 0zM12 2v5M12 17v5M2 12h5M17 12h5',
  image:
    'M4 4h16a1 1 0 0 1 1 1v14a1 1 0 0 1 -1 1h-16a1 1 0 0 1 -1 -1v-14a1 1 0 0 1 1 -1zM7 10a2 2 0 1 0 4 0a2 2 0 1 0 -4 0zM3 18l6-5 4 3 3-2 5 4',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  unlink: 'M15.7 14 18.7 11a4 4 0 0 0-5.7-5.7l-1 1M8.3 10l-3 3a4 4 0 0 0 5.7 5.7l1-1M4 4l16 16',
  fullscreen: 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5',
  /** The UI size select: a large and a small letter. */
  textSize: 'M3 19 8.5 5h1L15 19M5.2 14h7.6M15 19l3-7.5h1L22 19M16.2 16.5h4.6',
} satisfies Record<string, string>;

export type IconName = keyof typeof icons;
export const iconNames = Object.keys(icons) as IconName[];
