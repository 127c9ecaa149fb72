/** echarts and zrender: a chart runs most of their code the moment it first draws. */
const CHART_LIBRARY = /node_modules[\\/](?:echarts|zrender)[\\/]/;

/**
 * The letter's PDF: our writer, pdf-lib and fontkit. Its chunks are fetched ahead while an
 * editor is open (DocumentEditorSection), and the first PDF runs a good part of them at once.
 */
const LETTER_PDF =
  /[\\/](?:packages[\\/]ui[\\/]src[\\/]model[\\/]billing[\\/]letterPdf|node_modules[\\/]@cantoo[\\/](?:pdf-lib|fontkit))[\\/]/;

/**
 * V8's explicit compile hint for a chunk (the app's build, vite.config.ts, and the bench's PDF
 * page): compile every function when the chunk arrives (on a background thread, as the chunk
 * streams in) instead of each on its first call. Only for code that runs on arrival or soon
 * after, and that comes ahead of the click: compiling a whole chunk eagerly costs memory and
 * compile time for every function never called.
 * - The chart library: without the hint the first chart's first draw compiled echarts function
 *   by function on the main thread, some 200 ms of a click on Prognose at the large dataset,
 *   against 60 ms with it.
 * - The letter's PDF: its first PDF after the fetch ahead took 460 ms with the hint and 510 ms
 *   without (medians of eight bench runs each, alternating, load average 3-5 on two cores; the
 *   main thread's CPU time 7-13 % less), for 0.9 MB more of V8's heap and 140 ms more of the
 *   chunk's load, which is off the click.
 */
export function compileHint(chunk: { moduleIds: readonly string[] }): string {
  return chunk.moduleIds.some((id) => CHART_LIBRARY.test(id) || LETTER_PDF.test(id))
    ? '//# allFunctionsCalledOnLoad'
    : '';
}
