// The JS heap of the demo's data worker (packages/app/src/demo/dataWorker.ts: PGlite and the
// PostgREST emulation), through the page's CDP session: auto-attach reaches the page's
// dedicated workers, and their commands travel as messages to the attached target. The JS
// heap only: PGlite's WebAssembly memory lies outside it.
const WORKER_SCRIPT = /\/assets\/dataWorker-[\w-]+\.js$/;

function sendToTarget(cdp, sessionId, method, params = {}) {
  const id = 1 + Math.floor(Math.random() * 1e9);
  return new Promise((resolve, reject) => {
    const onMessage = (event) => {
      if (event.sessionId !== sessionId) return;
      const message = JSON.parse(event.message);
      if (message.id !== id) return;
      cdp.off('Target.receivedMessageFromTarget', onMessage);
      if (message.error) reject(new Error(message.error.message));
      else resolve(message.result);
    };
    cdp.on('Target.receivedMessageFromTarget', onMessage);
    cdp
      .send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) })
      .catch(reject);
  });
}

/** The data worker's heap in use after a garbage collection, in MiB; null when the page runs none. */
export async function workerHeapMiB(cdp) {
  const attached = [];
  const onAttached = (event) => attached.push(event);
  cdp.on('Target.attachedToTarget', onAttached);
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  // Targets that already run are reported right after the call.
  await new Promise((resolve) => setTimeout(resolve, 300));
  cdp.off('Target.attachedToTarget', onAttached);
  const worker = attached.find(
    (event) => event.targetInfo.type === 'worker' && WORKER_SCRIPT.test(event.targetInfo.url),
  );
  if (!worker) return null;
  await sendToTarget(cdp, worker.sessionId, 'HeapProfiler.enable');
  await sendToTarget(cdp, worker.sessionId, 'HeapProfiler.collectGarbage');
  const { usedSize } = await sendToTarget(cdp, worker.sessionId, 'Runtime.getHeapUsage');
  return usedSize / 1024 / 1024;
}
