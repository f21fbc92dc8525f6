/**
 * Not API: the C library binding that jnr-ffi implements at run time, exported only because that implementation
 * lives in an unnamed module of jnr-ffi's class loader and may only implement an interface of an exported package.
 * Applications call nothing here; the hub uses it through its internal POSIX layer.
 */
package io.github.retrokit.austerity.jnr;
