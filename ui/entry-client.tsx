import { RouterClient } from '@tanstack/react-router/ssr/client'
import { hydrateRoot } from 'react-dom/client'
import { createRpcClient } from './api'
import { createRouter } from './router'
import { START_MESSAGE_KEY } from './stores/flash.store'
import { RootStore } from './stores/root.store'
import { setBehaviourSender } from './tracking/behaviour'
import './brands/brands.css'
import './styles/base.css'
import './styles/shell.css'
import './styles/account-forms.css'
import './styles/my-pages.css'
import './styles/catalogue.css'
import './styles/stores.css'
import './styles/content.css'
import './styles/cart.css'
import './styles/checkout.css'
import './styles/orders.css'
import './styles/finance.css'
import './styles/cart-tools.css'
import './styles/shopping-lists.css'

// The stores take over the server's state when the router hydrates, the page's CSRF token with it.
const stores = new RootStore()
// When the session ends under the page, the next page asks to log in (shop-core §4).
const api = createRpcClient(undefined, {
  onSessionEnded: () => {
    window.sessionStorage.setItem(START_MESSAGE_KEY, 'guards.login_required')
    window.location.reload()
  },
  csrfToken: () => stores.settings.csrfToken,
})
// Behaviour tracking (clicks, adds, purchases) goes out through the same client.
setBehaviourSender((input) => api.trackBehaviour(input))
const router = createRouter({ api, stores })

hydrateRoot(document, <RouterClient router={router} />)
