/**
 * Calls back once the browser has painted the next frame, before timers and idle work: a
 * message posted in the frame's animation callback is handled once that frame is painted. Its
 * layout is done by then, so reading a size or a position forces none. Answers a cancel.
 */
export const afterNextPaint = (callback: () => void): (() => void) => {
  const channel = new MessageChannel()
  channel.port1.onmessage = () => callback()
  const frame = requestAnimationFrame(() => channel.port2.postMessage(null))
  return () => {
    cancelAnimationFrame(frame)
    channel.port1.close()
  }
}
