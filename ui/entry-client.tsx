import { RouterClient } from '@tanstack/react-router/ssr/client'
import { hydrateRoot } from 'react-dom/client'
import { createRpcClient } from './api'
import { createRouter } from './router'
import { RootStore } from './stores/root.store'
import './styles/base.css'

const router = createRouter({ api: createRpcClient(), stores: new RootStore() })

hydrateRoot(document, <RouterClient router={router} />)
