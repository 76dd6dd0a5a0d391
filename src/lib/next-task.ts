/**
 * Resolves in a task of its own, so the work after it does not lengthen the current one: start-up
 * is cut into short tasks the browser can answer a tap between.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
