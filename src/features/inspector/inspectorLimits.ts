// What the visualizer keeps, from the page's start: the last steps of the actors, and the last odds
// worker messages of its worker lane. The recorder of the first load holds the same.
export const INSPECTOR_LOG_LIMIT = 1000;
export const INSPECTOR_LANE_LIMIT = 300;
