// The platform's C library and Foundation, imported once for the whole executable: its files
// read, write, walk and signal through POSIX calls. `@_exported` makes these imports the
// module's own; sheetc is an executable, so nothing reaches past it.
#if canImport(Darwin)
@_exported import Darwin
#elseif canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#endif
// FoundationEssentials where it exists (Linux): the whole of Foundation loads ICU and costs
// every run milliseconds of start-up before any work.
#if canImport(FoundationEssentials)
@_exported import FoundationEssentials
#else
@_exported import Foundation
#endif
