/** A cheap phone's width, under the large-screen breakpoint: the collapsed menu and the bottom bar. */
export const PHONE = 360;
/** A desktop's width: the menu's links inline, no bottom bar. */
export const DESKTOP = 1280;

type HappyWindow = Window & { happyDOM: { setViewport(viewport: { width: number; height: number }): void } };

/** Sets the window width; the large-screen media query follows it. */
export const setWidth = (width: number) => (window as unknown as HappyWindow).happyDOM.setViewport({ width, height: 800 });
