/** The cart tools' panels, one chunk: the cart page loads it when a tool is first opened. */
export { ExportPanel } from './export-panel'
export { QuickOrderPanel } from './quick-order-panel'
export { TransferPanel } from './transfer-panel'
export { UploadPanel } from './upload-panel'
