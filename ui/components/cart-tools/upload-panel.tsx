import { observer } from 'mobx-react-lite'
import { useId, useRef, useState, type FormEvent } from 'react'
import { CART_LINES_MAX, formatPercentage, formatQuantity, UPLOAD_ROWS_MAX } from '@proffsbutik/core/domain'
import { useT } from '../../i18n/use-t'
import { useStores } from '../../stores/stores-context'
import { useFormSubmission } from '../forms/form-submission'
import {
  failureKey,
  formMessages,
  methodName,
  type CartToolsSetup,
  type ToolMessage,
} from './cart-tools-setup'
import { ToolMessages } from './tool-message'
import { cartToolsOf } from '../../stores/cart-tools-actions'

/** The largest sheet (cart-tools.rpc.ts MAX_SHEET_BYTES; the server checks it again). */
const MAX_SHEET_BYTES = 2 * 1024 * 1024

/**
 * The template a buyer fills in: the headings the cart service reads, two example rows, semicolons
 * and a byte-order mark so that Swedish Excel opens it in columns with å, ä and ö intact.
 */
const TEMPLATE_CSV = '\uFEFFArtikelnummer;Antal;Märkning\r\n1001566;10;Plan 3\r\n7350000000023;2,5;\r\n'
const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(TEMPLATE_CSV)}`

/** A file's bytes as base64 (FileReader's data URL without its prefix). */
function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => {
      const url = String(reader.result)
      resolve(url.slice(url.indexOf(',') + 1))
    }
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'))
    reader.readAsDataURL(file)
  })
}

/** Why `file` cannot go into the delivery of `method`, as a catalog id; null when it can. */
function sheetProblem(file: File | undefined, method: string | null): string | null {
  if (!file) return 'cart_tools.file_missing'
  if (!/\.(xlsx|csv)$/i.test(file.name)) return 'cart_tools.file_type'
  if (file.size > MAX_SHEET_BYTES) return 'cart_tools.file_too_large'
  return method === null ? 'cart.choose_delivery_method' : null
}

/** Where an upload is: sending (with the share sent) or waiting while the server reads the rows. */
type Progress = { readonly stage: 'sending'; readonly sent: number } | { readonly stage: 'processing' }

/**
 * A spreadsheet (.xlsx or .csv) into the chosen delivery: what the sheet must look like, a template
 * to fill in, the upload with its real progress, and the rows the cart could not use by number.
 */
export const UploadPanel = observer(function UploadPanel({
  setup,
  method,
}: {
  setup: CartToolsSetup | undefined
  method: string | null
}) {
  const t = useT()
  const cartActions = cartToolsOf(useStores())
  const id = useId()
  const fileRef = useRef<HTMLInputElement>(null)
  const [progress, setProgress] = useState<Progress | null>(null)
  const { problems, failure, busy, submit, setProblems, setFailure } = useFormSubmission()
  const [messages, setMessages] = useState<ToolMessage[]>([])

  const upload = (event: FormEvent) => {
    const file = fileRef.current?.files?.[0]
    setMessages([])
    return submit(event, {
      check: (): Record<string, string> => {
        const problem = sheetProblem(file, method)
        return problem ? { file: problem } : {}
      },
      send: async () => {
        if (!file || method === null) return
        setProgress({ stage: 'sending', sent: 0 })
        try {
          const content = await readAsBase64(file)
          const answer = await cartActions.upload(
            { deliveryId: method, fileName: file.name, content },
            {
              onUploadProgress: (sent) =>
                setProgress(sent >= 1 ? { stage: 'processing' } : { stage: 'sending', sent }),
            },
          )
          setMessages([
            {
              key: 'cart_tools.uploaded',
              values: { count: answer.addedCount, method: methodName(setup, method) },
              severity: 'info',
            },
            ...answer.messages.map((message) => ({
              key: message.key,
              ...(message.values ? { values: message.values } : {}),
              severity: 'warning' as const,
            })),
          ])
          if (fileRef.current) fileRef.current.value = ''
        } finally {
          setProgress(null)
        }
      },
      fieldsOf: () => ({}),
      messageOf: failureKey,
    })
  }

  // Another file: what was said about the last one is gone.
  const chosen = () => {
    setMessages([])
    setProblems({})
    setFailure(null)
  }

  const percent = progress?.stage === 'sending' ? Math.round(progress.sent * 100) : null
  return (
    <div className="cart-tool sheet-upload">
      <p className="cart-tool__hint">
        {t('cart_tools.upload_hint', {
          rows: formatQuantity(UPLOAD_ROWS_MAX),
          lines: formatQuantity(CART_LINES_MAX),
        })}
      </p>
      <p className="cart-tool__hint" id={`${id}-columns`}>
        {t('cart_tools.upload_columns')}
      </p>
      <p>
        <a className="sheet-upload__template" href={TEMPLATE_HREF} download={t('cart_tools.template_file')}>
          {t('cart_tools.template')}
        </a>
      </p>
      <form onSubmit={(event) => void upload(event)} noValidate>
        <label htmlFor={`${id}-file`} className="cart-tool__label">
          {t('cart_tools.file')}
        </label>
        <input
          id={`${id}-file`}
          ref={fileRef}
          type="file"
          className="sheet-upload__file"
          accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
          aria-describedby={`${id}-columns`}
          onChange={chosen}
        />
        <div className="cart-tool__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('cart_tools.upload_button')}
          </button>
        </div>
      </form>
      {progress && (
        <div className="sheet-upload__progress" role="status">
          <progress
            aria-label={t('cart_tools.progress')}
            max={100}
            {...(percent === null ? {} : { value: percent })}
          />
          <span>
            {percent === null
              ? t('cart_tools.processing')
              : t('cart_tools.sending', { percent: formatPercentage(percent) })}
          </span>
        </div>
      )}
      <ToolMessages messages={formMessages(problems, failure, messages)} />
    </div>
  )
})
