import Foundation
import Testing
import Trellis
import TrellisMedia

@Suite("Caches")
struct CacheTests {
  @Test("the memory cache keeps within its bytes, evicting the least recently used")
  func memoryLRU() {
    let image = SampleImages.picture(0, width: 4, height: 4)  // 64 bytes
    let cache = MemoryImageCache(capacity: 64 * 3)
    let keys = (0..<4).map { MemoryImageCache.Key(url: "u\($0)", size: nil) }
    cache.insert(image, for: keys[0])
    cache.insert(image, for: keys[1])
    cache.insert(image, for: keys[2])
    _ = cache.image(for: keys[0])  // 1 is now the least recently used
    cache.insert(image, for: keys[3])
    #expect(cache.byteCount == 64 * 3)
    #expect(cache.image(for: keys[1]) == nil)
    #expect(cache.image(for: keys[0]) != nil)
    #expect(cache.image(for: keys[3]) != nil)
  }

  @Test("the disk cache keeps within its bytes and forgets the least recently used")
  func diskBound() {
    let folder = TestImages.temporaryFolder()
    let cache = DiskCache(directory: folder, capacity: 250)
    let directives = CacheDirectives(headers: ["cache-control": "max-age=60"])
    cache.store(Array(repeating: 1, count: 100), directives: directives, for: "a")
    cache.store(Array(repeating: 2, count: 100), directives: directives, for: "b")
    cache.store(Array(repeating: 3, count: 100), directives: directives, for: "c")
    #expect(cache.byteCount == 200)
    #expect(cache.lookup("a") == nil)
    #expect(cache.lookup("c")?.body.first == 3)
    // A new cache on the folder finds what was stored.
    #expect(DiskCache(directory: folder).lookup("b")?.entry.isFresh() == true)
  }

  @Test("Cache-Control, Expires and ETag are read")
  func directives() {
    let now = Date(timeIntervalSince1970: 1_000_000)
    let fresh = CacheDirectives(
      headers: ["cache-control": "public, max-age=10", "etag": "\"x\""], now: now)
    #expect(fresh.expires == now.addingTimeInterval(10))
    #expect(fresh.etag == "\"x\"")
    #expect(CacheDirectives(headers: ["cache-control": "no-cache, max-age=10"]).expires == nil)
    #expect(CacheDirectives(headers: ["cache-control": "no-store"]).isStorable == false)
    let expires = CacheDirectives(headers: ["expires": "Sun, 06 Nov 1994 08:49:37 GMT"])
    #expect(expires.expires == Date(timeIntervalSince1970: 784_111_777))
  }

  @Test("a no-store response is not kept on disk")
  func noStore() {
    let cache = DiskCache(directory: TestImages.temporaryFolder())
    cache.store(
      [1, 2, 3], directives: CacheDirectives(headers: ["cache-control": "no-store"]), for: "x")
    #expect(cache.lookup("x") == nil)
  }
}
