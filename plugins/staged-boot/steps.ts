/**
 * The boot sequence of ./clientEntry.ts without the browser: run steps one task apart, so no step's
 * work joins another's in one long task, and stop at the first failure with the step's name.
 */

/** Resolves in a new task (a message-channel hop: no 4 ms timer clamping, nothing painted first). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

export type BootStep = {name: string; run: () => unknown};

/**
 * Runs each step in its own task, in order, and resolves with what the last one returned. A step
 * that throws or rejects stops the boot; the error names the step.
 */
export async function runSteps(steps: readonly BootStep[], yieldTask: () => Promise<void> = nextTask): Promise<unknown> {
  let result: unknown;
  for (const [i, step] of steps.entries()) {
    if (i > 0) await yieldTask();
    try {
      const start = performance.now();
      result = await step.run();
      // In the performance panel of the browser's developer tools, one entry per step.
      performance.measure(`boot: ${step.name}`, {start});
    } catch (error) {
      throw new Error(`Boot step "${step.name}" failed`, {cause: error});
    }
  }
  return result;
}
