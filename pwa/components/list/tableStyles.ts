/** The actions column stays in view when a narrow screen scrolls a table sideways (logical: the end side in both directions). */
export const stickyEnd = { position: 'sticky', insetInlineEnd: 0, bg: 'bg', width: '1%' } as const;
