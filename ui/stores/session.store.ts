import { makeAutoObservable } from 'mobx'
import { isAdminRole, isFeatureAllowed, isRole, type PermissionDenyCode } from '@proffsbutik/core/domain'
import type { Visitor } from '../routing/route-meta'
import type { RpcOutput } from '../../server/rpc/shop-api.rpc'

/** The logged-in user as the shell shows them. */
export type SessionUser = Extract<RpcOutput<'session'>, { result: 1 }>['user']

/** The customer (and project) the user acts for. */
export type ActingContext = NonNullable<Extract<RpcOutput<'session'>, { result: 1 }>['context']>

/** The serialisable state of the session store. */
export interface SessionSnapshot {
  readonly status: SessionStore['status']
  readonly user: SessionUser | null
  readonly context: ActingContext | undefined
}

/**
 * Who is logged in and for whom they act (shop-core §4 Authentication): unknown until the server
 * has read the session cookie, then anonymous or authenticated. The tokens never come here: they
 * stay in the server's httpOnly cookie.
 */
export class SessionStore {
  status: 'unknown' | 'anonymous' | 'authenticated' = 'unknown'
  user: SessionUser | null = null
  context: ActingContext | undefined = undefined

  constructor() {
    makeAutoObservable(this)
  }

  /** Takes over what the session RPC (or a login) answered. */
  take(answer: RpcOutput<'session'>): void {
    if (answer.result === 1) {
      this.status = 'authenticated'
      this.user = answer.user
      this.context = answer.context
    } else this.clear()
  }

  /** Acts for another customer (and project). */
  actFor(context: ActingContext): void {
    this.context = context
  }

  /** No one is logged in (after logout, or when the services ended the session). */
  clear(): void {
    this.status = 'anonymous'
    this.user = null
    this.context = undefined
  }

  /** 'Customer / project' as the context switcher shows it (spec: customer / project). */
  get contextName(): string | null {
    if (!this.context) return null
    return this.context.projectName
      ? `${this.context.customerName} / ${this.context.projectName}`
      : this.context.customerName
  }

  /** The context as a key ('customer/project'), for data that belongs to one context, such as the cart. */
  get contextKey(): string {
    return `${this.context?.customerId ?? ''}/${this.context?.projectId ?? ''}`
  }

  /** Who is looking, as the route guards see it: logged in, an admin by any of their roles, and the denies where they act. */
  get visitor(): Visitor {
    return {
      loggedIn: this.status === 'authenticated',
      admin: this.user?.roles.some((role) => isRole(role) && isAdminRole(role)) ?? false,
      denies: this.context?.permissionDenies ?? [],
    }
  }

  /** Whether a feature is open where the user acts: not switched off by a permission deny (shop-core §6). */
  allows(code: PermissionDenyCode): boolean {
    return isFeatureAllowed(this.context?.permissionDenies ?? [], code)
  }

  /** The state to hand from the server to the browser. */
  snapshot(): SessionSnapshot {
    return { status: this.status, user: this.user, context: this.context }
  }

  /** Takes over the server's state before hydration. */
  restore(snapshot: SessionSnapshot): void {
    this.status = snapshot.status
    this.user = snapshot.user
    this.context = snapshot.context
  }
}
