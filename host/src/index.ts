// async boundary: shared modules are negotiated before the app's own code runs
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
