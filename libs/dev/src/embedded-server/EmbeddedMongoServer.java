import de.bwaldvogel.mongo.MongoBackend;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.MongoVersion;
import de.bwaldvogel.mongo.backend.h2.H2Backend;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import java.io.InputStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.h2.mvstore.MVStore;

/**
 * The offline stand-in for MongoDB in development and tests: mongo-java-server bound to
 * loopback. Run by the dev lib's database provider as a single source file (`java EmbeddedMongoServer.java`).
 *
 * Usage: java -cp <jars> EmbeddedMongoServer.java [--data <file>] [--port <port>]
 *   without --data: in memory (tests); with it: an H2 MVStore file (development data).
 *   without --port: a free port chosen by the system.
 *
 * Prints "listening 127.0.0.1:<port>" once it accepts connections. It stops cleanly (data
 * committed and the file closed) on SIGTERM/SIGINT and when its standard input closes, which
 * is how it learns that the Node process that started it has gone, even after a hard kill.
 */
public final class EmbeddedMongoServer {

  /**
   * MongoDB 5.0 speaks wire version 13. The library's own MONGO_5_0 says 8, which the Node
   * driver 7 refuses (it needs 8 or more but checks 5.0 features by version 13).
   */
  private static final MongoVersion REPORTED_VERSION = new MongoVersion() {
    @Override
    public List<Integer> getVersionArray() {
      return List.of(5, 0, 0);
    }

    @Override
    public int getWireVersion() {
      return 13;
    }
  };

  public static void main(String[] args) throws Exception {
    String dataFile = null;
    int port = 0;
    for (int i = 0; i + 1 < args.length; i++) {
      if (args[i].equals("--data")) dataFile = args[++i];
      else if (args[i].equals("--port")) port = Integer.parseInt(args[++i]);
    }

    MongoBackend backend;
    MVStore store = null;
    if (dataFile == null) {
      backend = new MemoryBackend();
    } else {
      // Every write is committed to the file before it is acknowledged (see committingAfterEachCall),
      // so the background auto-commit is not needed.
      store = new MVStore.Builder().fileName(dataFile).autoCommitDisabled().open();
      backend = committingAfterEachCall(new H2Backend(store), store);
    }
    backend.version(REPORTED_VERSION);

    MongoServer server = new MongoServer(backend);
    server.bind(new InetSocketAddress("127.0.0.1", port));
    InetSocketAddress address = server.getLocalAddress();

    AtomicBoolean stopped = new AtomicBoolean(false);
    MVStore storeToClose = store;
    Runnable stop = () -> {
      if (!stopped.compareAndSet(false, true)) return;
      server.shutdownNow();
      if (storeToClose != null && !storeToClose.isClosed()) storeToClose.close();
    };
    Runtime.getRuntime().addShutdownHook(new Thread(stop, "embedded-mongo-shutdown"));
    Thread parentWatch = new Thread(() -> {
      try (InputStream in = System.in) {
        while (in.read() != -1) {
          // nothing is ever sent; end of input means the parent is gone
        }
      } catch (Exception ignored) {
        // a broken pipe means the same
      }
      System.exit(0);
    }, "embedded-mongo-parent-watch");
    parentWatch.setDaemon(true);
    parentWatch.start();

    System.out.println("listening " + address.getHostString() + ":" + address.getPort());
    System.out.flush();
  }

  /** The backend, committing the store after any call that left changes, before the reply is sent. */
  private static MongoBackend committingAfterEachCall(MongoBackend backend, MVStore store) {
    return (MongoBackend) Proxy.newProxyInstance(
        MongoBackend.class.getClassLoader(),
        new Class<?>[] {MongoBackend.class},
        (proxy, method, arguments) -> {
          try {
            Object result = method.invoke(backend, arguments);
            if (!store.isClosed() && store.hasUnsavedChanges()) store.commit();
            return result;
          } catch (InvocationTargetException error) {
            throw error.getCause();
          }
        });
  }
}
