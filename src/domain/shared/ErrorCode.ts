/**
 * Every expected failure and success message of docs/SPEC.md 'Validation rules', 'Error catalogue', as stable codes.
 * The UI translates `messages.<code>` (en.json / hi.json); params fill {placeholders}.
 * Comments give the English text each code stands for, placeholders in braces.
 */
export const ERROR_CODES = [
  // Cart (docs/SPEC.md 'Validation rules', 'Error catalogue')
  'cart.invalidQuantity', // Please enter a valid quantity (1-1000)
  'cart.loginRequired', // Please log in to add items to your cart
  'cart.offline', // You are currently offline. Please connect to the internet to add items to your cart.
  'cart.offlineUpdate', // You are currently offline. Please connect to the internet to update your cart.
  'cart.invalidProduct', // Invalid product or variant
  'cart.clampedVariant', // Only {n} {variant} available. Added {n} to your cart.
  'cart.clamped', // Only {n} items available. Added {n} to your cart.
  'cart.outOfStock', // Sorry, this product is out of stock
  'cart.onlyNAvailable', // Only {n} items available
  'cart.plusBeyondStock', // Sorry, only {n} items available.
  'cart.updateFailed', // Unable to update quantity. Please try again or refresh the page.
  'cart.addFailed', // Error adding to cart
  'cart.productOutOfStock', // Product is out of stock
  // Checkout (docs/SPEC.md 'Validation rules', 'Error catalogue')
  'checkout.noItems', // No items in cart
  'checkout.invalidProductInfo', // Invalid product information
  'checkout.productMissing', // Product no longer exists
  'checkout.sizeNotSold', // Size {variant} is no longer sold
  'checkout.onlyNAvailable', // Only {n} available
  'checkout.onlyNUnitAvailable', // Only {n} {unit} available ({k} × {variant})
  'checkout.itemsUnavailable', // Some items are no longer available in the requested quantity
  'checkout.authFailed', // Authentication failed: {detail}
  'checkout.userSetup', // User setup issue: {detail}
  'checkout.authIssue', // Authentication issue: {detail}
  'checkout.productNoLongerExists', // Product "{name}" no longer exists
  'checkout.permissionDenied', // Permission denied: You may need to log out and log back in.
  'checkout.notFound', // Product not found: One or more products in your cart no longer exist.
  'checkout.conflict', // Database conflict: Please try again. Some inventory may have changed.
  'checkout.databaseError', // Database error: {detail}
  'checkout.error', // Error during checkout: {detail}
  'checkout.missingAddress', // Please choose a delivery address.
  'checkout.invalidPhone', // Please enter a valid 10-digit mobile number
  'checkout.tooManyLines', // Orders can have at most {max} different items. Please place the rest as a second order.
  'checkout.inProgress', // Your order is already being placed.
  'checkout.offline', // You are currently offline. Please connect to the internet to place your order.
  // Orders (docs/SPEC.md 'Error catalogue')
  'orders.notFoundOrProcessed', // Order not found or already processed.
  'orders.cannotCancel', // You cannot cancel this order.
  'orders.cancelError', // Error cancelling order: {detail}
  'orders.mustBeLoggedIn', // You must be logged in.
  'orders.notFound', // Order not found.
  'orders.permissionDenied', // Permission denied.
  'orders.notAssigned', // This order is not assigned to you.
  'orders.noCancelPermission', // You don't have permission to cancel this order.
  'orders.alreadyAccepted', // This order was already accepted by someone else.
  'orders.invalidStatus', // This order cannot move to that status.
  'orders.placed', // Order placed successfully
  'orders.cancelled', // Order cancelled successfully
  'orders.delivered', // Order marked as delivered.
  'orders.accepted', // Order accepted.
  'orders.statusUpdated', // Order status updated to {status}
  'orders.deliveryUnlocked', // Delivery unlocked: the delivery person can enter the code again.
  'orders.notDeliveryPerson', // That person is not a delivery person.
  // Roles and users (docs/SPEC.md 'Validation rules', 'Error catalogue')
  'roles.onlyAdmins', // Only admins can update user types
  'roles.invalidType', // Invalid user type
  'roles.lastAdmin', // The store needs at least one admin. Make someone else an admin first.
  'roles.updated', // User type updated.
  'session.logoutFailed', // Logout failed
  // Profile (issue: complete profile)
  'profile.nameRequired', // Please enter your name
  'profile.villageRequired', // Please enter your village
  'profile.invalidPhone', // Please enter a valid 10-digit mobile number
  'profile.saveFailed', // Could not save your profile. Please try again.
  // Manual address form (docs/SPEC.md 'Validation rules')
  'address.streetRequired', // Street address is required
  'address.areaRequired', // Area/Locality is required
  'address.cityRequired', // City is required
  'address.stateRequired', // State is required
  'address.pincodeRequired', // PIN code is required
  'address.pincodeInvalid', // Please enter a valid 6-digit PIN code
  // Address details form (docs/SPEC.md 'Validation rules')
  'address.houseNoRequired', // House/Flat number is required
  'address.buildingRequired', // Building/Society name is required
  'address.noLocation', // Please select a location on the map first
  // Address save (docs/SPEC.md 'Error catalogue')
  'address.saveIssue', // There was an issue saving your address. Please try again.
  'address.saveError', // There was an error saving your address. Please try again.
  'address.saveFailed', // Failed to save address. Please try again.
  'address.saved', // Address saved successfully! Redirecting to your {target}...
  'address.notFound', // This address is no longer saved.
  'address.inUseByOpenOrder', // Your open order goes to this address. Choose another address for delivery first.
  'address.deleteFailed', // The address could not be deleted. Please try again.
  // Maps (docs/SPEC.md 'Error catalogue')
  'maps.loadFailedPrefix', // Failed to load map.
  'maps.keyMissing', // Map service is temporarily unavailable. Please use manual address entry.
  'maps.timeout', // Map loading timed out. Please check your internet connection and try again.
  'maps.other', // Please refresh the page and try again, or use manual address entry.
  'maps.scriptFailed', // Failed to load Google Maps API
  'maps.addressDetailsFailed', // Failed to get address details. Please try again.
  'maps.locationNotFound', // Location not found. Please try a different search term.
  'maps.searchFailed', // Search failed. Please try again.
  'geo.unsupported', // Geolocation is not supported by this browser. Please select your location manually on the map.
  'geo.denied', // Location access was denied. See the help guide below to allow it.
  'geo.unavailable', // Location information is unavailable. Please select your location manually on the map.
  'geo.timeout', // Location request timed out. Please try again or select your location manually.
  'geo.unknown', // An unknown error occurred while getting your location. Please select it manually.
  // Authentication
  'auth.wrongPassword', // Wrong password. Please try again.
  'auth.userNotFound', // No account found with this email.
  'auth.emailInUse', // An account with this email already exists.
  'auth.weakPassword', // Password must be at least 6 characters.
  'auth.invalidEmail', // Please enter a valid email address.
  'auth.network', // Network problem. Please check your connection.
  'auth.popupClosed', // Sign-in was cancelled.
  'auth.unsupported', // This sign-in method is not available.
  'auth.unknown', // Sign-in failed. Please try again.
  // Products (admin upload)
  'product.nameRequired', // Product name is required
  'product.groupRequired', // Group is required
  'product.subgroupRequired', // Subgroup is required
  'product.invalidPrice', // Price must be a number of 0 or more
  'product.invalidMrp', // MRP must be a number of 0 or more
  'product.invalidStock', // Stock must be a whole number of 0 or more
  'product.priceAboveMrp', // Price is above MRP. Confirm to save anyway.
  'product.variantLabelRequired', // Size label is required
  'product.saved', // Product saved
  'product.stockUpdated', // Stock updated
  'product.unitMismatch', // This size cannot be measured in the product's stock unit ({from} to {to}).
  'product.sizeNotSold', // This product is not sold in size {variant}.
  'image.badType', // Only JPEG, PNG or WebP images can be uploaded
  'image.tooLarge', // Image is too large (at most {maxMb} MB)
  'image.uploadFailed', // Image upload failed. Please try again.
  'image.storageUnavailable', // Photo upload is not set up for this store. Add a photo link, or save without a photo.
  'image.invalidUrl', // Enter a photo link that starts with https://
  'image.urlTooLong', // The link is too long (at most {max} characters).
  // Catalogue CSV import (admin upload); the screen shows each with its line number
  'csv.empty', // The file has no products.
  'csv.missingColumn', // Column "{column}" is missing.
  'csv.unclosedQuote', // A quoted cell is not closed.
  'csv.invalidNumber', // {column} must be a number.
  'csv.invalidYesNo', // {column} must be yes or no.
  'csv.rowsDisagree', // Rows of the same product have a different {column}.
  'csv.duplicateSize', // Size {size} is listed twice for this product.
  'csv.hasErrors', // The file has {count} problems. Nothing was imported.
  'csv.imported', // Imported {count} products.
  'csv.partlyImported', // Imported {saved} of {total} products. The rest could not be saved: please import the file again.
  'csv.readFailed', // Could not read the file. Please try again.
  'csv.tooLarge', // File is too large (at most {maxMb} MB)
  // Store settings
  'store.outsideArea', // We do not deliver there: it is {distance} km from the store, and we deliver up to {radius} km.
  'store.pincodeNotServed', // We do not deliver to PIN code {pincode} without a map location. Please pick your place on the map.
  'store.belowMinimum', // The minimum order is {minimum}. Add {missing} more to place your order.
  'store.closedToday', // The shop is closed today: {message}
  // You already have {max} orders on the way. Please wait for one to be delivered, or cancel one, before ordering again.
  'store.tooManyOpenOrders',
  'store.deliveryCodeRequired', // Enter the 4-digit delivery code from the customer.
  'store.deliveryCodeWrong', // That delivery code is not right. Ask the customer to read it again.
  'store.deliveryCodeLocked', // Too many wrong codes: this order is locked for delivery. Ask the store to unlock it.
  'settings.nameRequired', // Store name is required
  'settings.addressRequired', // Store address is required
  'settings.invalidPhone', // Please enter a valid phone number
  'settings.invalidLocation', // Please enter a valid latitude and longitude
  'settings.invalidRadius', // Delivery radius must be more than 0 and at most 100 km
  'settings.invalidPincode', // Each PIN code must have 6 digits
  'settings.tooManyPincodes', // At most 200 PIN codes can be listed
  'settings.invalidAmount', // Amount must be a number of 0 or more
  'settings.invalidHours', // Please enter times as HH:MM
  'settings.invalidMaxOpenOrders', // Open orders per customer must be a whole number from 1 to 50
  'settings.closureMessageRequired', // Write a message for customers when closing the shop for the day
  'settings.invalid', // Please correct the marked fields.
  'settings.onlyAdmins', // Only admins can change store settings
  'settings.saveFailed', // Could not save the store settings. Please try again.
  'settings.saved', // Store settings saved.
  // Reports (admin)
  'reports.badRange', // Choose a start date on or before the end date.
  'reports.rangeTooLong', // A report covers at most 366 days. Choose a shorter period.
  // Generic
  'common.network', // You are offline or the network failed. Please try again.
  'common.permission', // Permission denied.
  'common.unknown', // Something went wrong. Please try again.
  'common.tooManyRequests', // Too many tries. Please wait a minute.
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
