/**
 * Not API: the libc binding that jnr-ffi implements at run time, exported only because that implementation lives in
 * an unnamed module of jnr-ffi's class loader and may only implement an interface of an exported package.
 */
package io.github.retrokit.rogue.jnr;
