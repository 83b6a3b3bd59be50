import { useEffect, useRef, useState } from "react"
import { tableCodeOf } from "../../domain/table-code"
import { primaryButton } from "../../ui/button.css"
import { useT } from "../../ui/i18n/i18n"
import * as css from "./qr-scanner.css"

/** The browser's barcode reader, where it has one (Chrome on Android, Safari on iOS 17+...). */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<ReadonlyArray<{ readonly rawValue: string }>>
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike

const detectorClass = (): BarcodeDetectorClass | null => {
  const candidate: unknown = (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector
  return typeof candidate === "function" ? (candidate as BarcodeDetectorClass) : null
}

/**
 * Scans a table's QR code with the camera, where the browser can read barcodes; elsewhere it
 * renders nothing and the diner types the code instead.
 */
export const QrScanner = ({ onCode }: { readonly onCode: (code: string) => void }) => {
  const [scanning, setScanning] = useState(false)
  const t = useT()
  const [problem, setProblem] = useState<string | null>(null)
  const video = useRef<HTMLVideoElement>(null)
  const Detector = detectorClass()

  useEffect(() => {
    if (!scanning || Detector === null) return
    let stream: MediaStream | null = null
    let stopped = false
    const detector = new Detector({ formats: ["qr_code"] })
    const run = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" } })
        if (video.current === null) return
        video.current.srcObject = stream
        await video.current.play()
        while (!stopped) {
          const found = (await detector.detect(video.current))[0]
          const code = found === undefined ? null : tableCodeOf(found.rawValue, location.origin)
          if (code !== null) return onCode(code)
          await new Promise((resolve) => setTimeout(resolve, 250))
        }
      } catch {
        setProblem(t("scan.failed"))
        setScanning(false)
      }
    }
    void run()
    return () => {
      stopped = true
      stream?.getTracks().forEach((track) => track.stop())
    }
  }, [scanning, Detector, onCode, t])

  if (Detector === null) return null
  return (
    <div>
      {scanning ? (
        <>
          <video ref={video} muted playsInline aria-label={t("scan.camera")} className={css.camera} />
          <button type="button" className={primaryButton} onClick={() => setScanning(false)}>
            {t("scan.stop")}
          </button>
        </>
      ) : (
        <button type="button" className={primaryButton} onClick={() => setScanning(true)}>
          {t("scan.start")}
        </button>
      )}
      {problem !== null && <p role="alert">{problem}</p>}
    </div>
  )
}
